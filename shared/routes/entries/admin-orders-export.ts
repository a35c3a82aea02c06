import * as z from 'zod/mini';
import { exportRangeQuerySchema } from '../../validation/lists';
import { defineRoute } from '../define';

/** Our own `?from=YYYY-MM-DD&to=YYYY-MM-DD`: the orders of those Colombo days as CSV. */
export const adminOrdersExport = defineRoute('admin-orders-export', {
  handler: 'functions/handlers/admin/orders/export.ts',
  stack: 'Admin',
  access: 'admin',
  grants: ['signing-key', 'table:read'],
  query: exportRangeQuerySchema,
  response: z.string(),
  produces: 'text/csv',
});
