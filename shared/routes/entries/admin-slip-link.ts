import * as z from 'zod/mini';
import { ok } from '../../api/envelope';
import { slipLink } from '../../api/bank-transfer';
import { notFoundMessages } from '../../api/not-found';
import { pathId } from '../../api/path-params';
import { defineRoute } from '../define';

/** A signed link (at most 5 minutes) to an order's bank slip, for staff and admins. */
export const adminSlipLink = defineRoute('admin-slip-link', {
  handler: 'functions/handlers/admin/orders/slip-link.ts',
  stack: 'Admin',
  access: 'staff+admin',
  grants: ['signing-key', 'table:read', 'uploads:read'],
  params: z.object({ id: pathId(notFoundMessages.order) }),
  response: ok(slipLink.shape),
});
