import * as z from 'zod/mini';
import { ok } from '../../api/envelope';
import { notFoundMessages } from '../../api/not-found';
import { placedOrder } from '../../api/orders';
import { pathId } from '../../api/path-params';
import { slipDecisionSchema } from '../../validation/bank-transfer';
import { defineRoute } from '../define';

/** Staff's decision on a bank slip waiting for them: accepted (paid) or rejected with a reason (the customer is told). */
export const adminOrderPayment = defineRoute('admin-order-payment', {
  handler: 'functions/handlers/admin/orders/payment-decision.ts',
  stack: 'Admin',
  access: 'staff+admin',
  grants: ['signing-key', 'table:read', 'table:write', 'mail:queue'],
  params: z.object({ id: pathId(notFoundMessages.order) }),
  body: slipDecisionSchema,
  response: ok({ message: z.string(), order: placedOrder }),
});
