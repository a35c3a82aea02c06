import { cartAnswer } from '../../api/cart';
import { languageQuerySchema } from '../../validation/language';
import { defineRoute } from '../define';

/** Issue 21: takes the discount code off the cart, answered with the cart as S2 gives it. */
export const cartDiscountRemove = defineRoute('cart-discount-remove', {
  handler: 'functions/handlers/cart/discount-remove.ts',
  stack: 'Orders',
  access: 'customer',
  grants: ['signing-key', 'table:read', 'table:write'],
  query: languageQuerySchema,
  response: cartAnswer,
});
