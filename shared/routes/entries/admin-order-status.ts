import * as z from 'zod/mini';
import { ok } from '../../api/envelope';
import { notFoundMessages } from '../../api/not-found';
import { changedOrder } from '../../api/orders';
import { pathId } from '../../api/path-params';
import { orderStatusSchema } from '../../validation/orders';
import { defineRoute } from '../define';

/** B6 (singular `order`): success is known by the exact message together with `order`. */
export const adminOrderStatus = defineRoute('admin-order-status', {
  handler: 'functions/handlers/admin/orders/change-status.ts',
  stack: 'Admin',
  access: 'staff+admin',
  grants: ['signing-key', 'table:read', 'table:write', 'mail:queue'],
  params: z.object({ id: pathId(notFoundMessages.order) }),
  body: orderStatusSchema,
  response: ok({ message: z.literal('Order updated successfully'), order: changedOrder }),
});
