import { adminOrder, ordersPage } from '../../api/orders';
import { pageQuerySchema } from '../../validation/lists';
import { defineRoute } from '../define';

/** B5 `?page=`: the working queue, 10 a page. */
export const adminOrders = defineRoute('admin-orders', {
  handler: 'functions/handlers/admin/orders/list.ts',
  stack: 'Admin',
  access: 'staff+admin',
  grants: ['signing-key', 'table:read'],
  query: pageQuerySchema,
  response: ordersPage(adminOrder),
});
