import { historyRow, ordersPage } from '../../api/orders';
import { pageQuerySchema } from '../../validation/lists';
import { defineRoute } from '../define';

/** B7 `?page=`: the finished orders, newest first. */
export const adminOrderHistory = defineRoute('admin-order-history', {
  handler: 'functions/handlers/admin/orders/history.ts',
  stack: 'Admin',
  access: 'staff+admin',
  grants: ['signing-key', 'table:read'],
  query: pageQuerySchema,
  response: ordersPage(historyRow),
});
