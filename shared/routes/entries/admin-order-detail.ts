import * as z from 'zod/mini';
import { ok } from '../../api/envelope';
import { notFoundMessages } from '../../api/not-found';
import { orderDetail } from '../../api/orders';
import { pathId } from '../../api/path-params';
import { defineRoute } from '../define';

/** Our own: one order's lines, customer, addresses, payment and timeline. */
export const adminOrderDetail = defineRoute('admin-order-detail', {
  handler: 'functions/handlers/admin/orders/detail.ts',
  stack: 'Admin',
  access: 'staff+admin',
  grants: ['signing-key', 'table:read'],
  params: z.object({ id: pathId(notFoundMessages.order) }),
  response: ok({ data: orderDetail }),
});
