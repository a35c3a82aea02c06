import { cartDiscountRemove } from '../../../shared/routes/entries/cart-discount-remove';
import { removeCartCode } from '../../flows/workflows/cart-discount';
import { languageField } from '../../domain/catalog';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** DELETE /v2/cart/discount */
export const handler = httpHandler(cartDiscountRemove, async (req) =>
  success({
    ...languageField(req.query.lang),
    message: 'Discount code removed',
    ...(await removeCartCode(req.session.userId, req.query.lang)),
  }),
);
