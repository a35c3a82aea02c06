import { cartRestoreAnswer } from '../../api/cart-reminders';
import { cartRestoreSchema } from '../../validation/cart-reminders';
import { languageQuerySchema } from '../../validation/language';
import { defineRoute } from '../define';

/**
 * Issue 33: a reminder's `/cart/restore/<token>` link. Answers the reminded cart's lines as they can be bought now and
 * those left out; notes the link opened (an order within 7 days counts as recovered). Public: the signed token names
 * the cart (a 128-bit MAC: not guessable, so no rate limit of its own), and answers only product ids and names; with
 * `?lang=si|ta` the names left out are in that language (decision 0112).
 */
export const cartRestore = defineRoute('cart-restore', {
  handler: 'functions/handlers/cart/restore.ts',
  stack: 'Orders',
  access: 'public',
  grants: ['signing-key', 'table:read', 'table:write'],
  query: languageQuerySchema,
  body: cartRestoreSchema,
  response: cartRestoreAnswer,
});
