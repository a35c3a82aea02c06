import { adminReturnsPage } from '../../api/returns';
import { adminReturnsQuerySchema } from '../../validation/returns';
import { defineRoute } from '../define';

/** The back-office's RETURNS list, newest first, 10 a page, by status. */
export const adminReturns = defineRoute('admin-returns', {
  handler: 'functions/handlers/admin/returns/list.ts',
  stack: 'Admin',
  access: 'staff+admin',
  grants: ['signing-key', 'table:read'],
  query: adminReturnsQuerySchema,
  response: adminReturnsPage,
});
