import { accountEn } from './account/en';
import { checkoutEn } from './checkout/en';
import { ordersEn } from './orders/en';
import { returnsEn } from './returns/en';

/**
 * The English texts of the areas no public page shows: checkout, account, orders and returns (about 5 KB compressed).
 * A chunk of their own (decision 0102), loaded with the pages that show them (`lazyPage(..., { areaTexts: true })`).
 */
export const enAreas = { ...checkoutEn, ...accountEn, ...ordersEn, ...returnsEn };
