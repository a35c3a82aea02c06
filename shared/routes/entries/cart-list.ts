import { cartAnswer } from '../../api/cart';
import { languageQuerySchema } from '../../validation/language';
import { defineRoute } from '../define';

/** S2: the cart lines with today's prices. */
export const cartList = defineRoute('cart-list', {
  handler: 'functions/handlers/cart/list.ts',
  stack: 'Orders',
  access: 'customer',
  grants: ['signing-key', 'table:read'],
  query: languageQuerySchema,
  response: cartAnswer,
});
