import { myOrders } from '../../api/orders';
import { orderTabQuerySchema } from '../../validation/lists';
import { defineRoute } from '../define';

/** S11 `?status=pending|complete`: the customer's own order lines, newest first. */
export const ordersMine = defineRoute('orders-mine', {
  handler: 'functions/handlers/orders/my-orders.ts',
  stack: 'Orders',
  access: 'customer',
  grants: ['signing-key', 'table:read'],
  query: orderTabQuerySchema,
  response: myOrders,
});
