import { guestCheckoutAnswer } from '../../api/guest-orders';
import { guestCheckoutSchema } from '../../validation/guest';
import { defineRoute } from '../define';

/**
 * Issue 32: a guest's order, paid any way the signed-in checkout takes, with an `Idempotency-Key` header. Public;
 * 10 per address in the WAF's longest window (10 minutes), 5 per phone a day in the table.
 */
export const guestCheckout = defineRoute('guest-checkout', {
  handler: 'functions/handlers/guest/checkout.ts',
  stack: 'Orders',
  access: 'public',
  grants: ['signing-key', 'table:read', 'table:write', 'mail:queue', 'payhere-secret', 'koko-secret'],
  rateLimit: { name: 'GuestCheckout', limit: 10, windowSeconds: 600 },
  body: guestCheckoutSchema,
  response: guestCheckoutAnswer,
});
