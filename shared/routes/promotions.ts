import { adminDiscountCodes } from './entries/admin-discount-codes';
import { adminDiscountCodeCreate } from './entries/admin-discount-code-create';
import { adminDiscountCodeGet } from './entries/admin-discount-code-get';
import { adminDiscountCodeUpdate } from './entries/admin-discount-code-update';
import { adminDiscountCodeDelete } from './entries/admin-discount-code-delete';
import { cartDiscountApply } from './entries/cart-discount-apply';
import { cartDiscountRemove } from './entries/cart-discount-remove';

/** Discount codes (issue 21): the shopper's cart code, and the back-office's codes (staff may read them). */
export const promotionRoutes = [
  cartDiscountApply,
  cartDiscountRemove,
  adminDiscountCodes,
  adminDiscountCodeCreate,
  adminDiscountCodeGet,
  adminDiscountCodeUpdate,
  adminDiscountCodeDelete,
] as const;
