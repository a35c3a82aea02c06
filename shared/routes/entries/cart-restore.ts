import { cartRestoreAnswer } from '../../api/cart-reminders';
import { cartRestoreSchema } from '../../validation/cart-reminders';
import { defineRoute } from '../define';

/**
 * Issue 33: a reminder's `/cart/restore/<token>` link. Answers the reminded cart's lines as they can be bought now and
 * those left out; notes the link opened (an order within 7 days counts as recovered). Public: the signed token names
 * the cart, and answers only product ids, sizes and quantities.
 */
export const cartRestore = defineRoute('cart-restore', {
  handler: 'functions/handlers/cart/restore.ts',
  stack: 'Orders',
  access: 'public',
  grants: ['signing-key', 'table:read', 'table:write'],
  rateLimit: { name: 'CartRestore', limit: 300, windowSeconds: 300 },
  body: cartRestoreSchema,
  response: cartRestoreAnswer,
});
