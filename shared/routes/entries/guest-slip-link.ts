import * as z from 'zod/mini';
import { ok } from '../../api/envelope';
import { slipLink as slipLinkAnswer } from '../../api/bank-transfer';
import { linkTokenQuery, orderNumberParam } from '../../validation/guest';
import { defineRoute } from '../define';

/** Issue 32: through its link (`?t=`), a signed link (at most 5 minutes) to the slip of a guest's bank-transfer order. */
export const guestSlipLink = defineRoute('guest-slip-link', {
  handler: 'functions/handlers/guest/slip-link.ts',
  stack: 'Orders',
  access: 'public',
  grants: ['table:read', 'uploads:read'],
  params: z.object({ order_number: orderNumberParam }),
  query: linkTokenQuery,
  response: ok(slipLinkAnswer.shape),
});
