import * as z from 'zod/mini';
import { ok } from '../../api/envelope';
import { kokoForm } from '../../api/koko';
import { payherePayment } from '../../api/payments';
import { linkTokenQuery, orderNumberParam } from '../../validation/guest';
import { defineRoute } from '../define';

/**
 * Issue 32: through its link (`?t=`), another try at paying a guest's unpaid card or KOKO order while its window is
 * open: what the customer's own pay-again routes answer (PayHere's payment object, or KOKO's form).
 */
export const guestPayAgain = defineRoute('guest-pay-again', {
  handler: 'functions/handlers/guest/pay-again.ts',
  stack: 'Orders',
  access: 'public',
  grants: ['table:read', 'payhere-secret', 'koko-secret'],
  params: z.object({ order_number: orderNumberParam }),
  query: linkTokenQuery,
  response: ok({ payhere: z.optional(payherePayment), sdk_url: z.optional(z.string()), koko: z.optional(kokoForm) }),
});
