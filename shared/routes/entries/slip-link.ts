import * as z from 'zod/mini';
import { ok } from '../../api/envelope';
import { slipLink as slipLinkAnswer } from '../../api/bank-transfer';
import { notFoundMessages } from '../../api/not-found';
import { pathId } from '../../api/path-params';
import { defineRoute } from '../define';

/** A signed link (at most 5 minutes) to the slip of one's own bank-transfer order. */
export const slipLink = defineRoute('slip-link', {
  handler: 'functions/handlers/payments/slip-link.ts',
  stack: 'Orders',
  access: 'customer',
  grants: ['signing-key', 'table:read', 'uploads:read'],
  params: z.object({ order_id: pathId(notFoundMessages.order) }),
  response: ok(slipLinkAnswer.shape),
});
