import * as z from 'zod/mini';
import { ok } from '../../api/envelope';
import { notFoundMessages } from '../../api/not-found';
import { placedOrder } from '../../api/orders';
import { pathId } from '../../api/path-params';
import { defineRoute } from '../define';

/**
 * Our own: one of the customer's orders as its checkout answered it, for Order complete when a payment provider's
 * page sends the browser back (KOKO, issue 31); another customer's order is 404.
 */
export const orderMine = defineRoute('order-mine', {
  handler: 'functions/handlers/orders/my-order.ts',
  stack: 'Orders',
  access: 'customer',
  grants: ['signing-key', 'table:read'],
  params: z.object({ order_id: pathId(notFoundMessages.order) }),
  response: ok({ data: placedOrder }),
});
