import { cartAnswer } from '../../api/cart';
import { applyCodeSchema } from '../../validation/discount-codes';
import { languageQuerySchema } from '../../validation/language';
import { defineRoute } from '../define';

/** Issue 21: puts a discount code on the cart, answered with the cart as S2 gives it; a refusal is a 422 on `code`. */
export const cartDiscountApply = defineRoute('cart-discount-apply', {
  handler: 'functions/handlers/cart/discount-apply.ts',
  stack: 'Orders',
  access: 'customer',
  grants: ['signing-key', 'table:read', 'table:write'],
  body: applyCodeSchema,
  query: languageQuerySchema,
  response: cartAnswer,
});
