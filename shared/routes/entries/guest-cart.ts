import { cartAnswer } from '../../api/cart';
import { guestCartSchema } from '../../validation/guest';
import { languageQuerySchema } from '../../validation/language';
import { defineRoute } from '../define';

/**
 * Issue 32: a guest's browser cart priced by the server, answered as S2; a code the cart cannot use is a 422 on
 * `code`. Public, limited per address (codes cannot be enumerated).
 */
export const guestCart = defineRoute('guest-cart', {
  handler: 'functions/handlers/guest/cart.ts',
  stack: 'Orders',
  access: 'public',
  grants: ['table:read'],
  rateLimit: { name: 'GuestCart', limit: 300, windowSeconds: 300 },
  body: guestCartSchema,
  query: languageQuerySchema,
  response: cartAnswer,
});
