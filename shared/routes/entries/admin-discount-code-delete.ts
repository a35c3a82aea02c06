import * as z from 'zod/mini';
import { codeParam } from '../../api/discount-codes';
import { done } from '../../api/envelope';
import { defineRoute } from '../define';

/** Issue 21: deletes a code never used; a used one is only deactivated (its orders keep what it was). */
export const adminDiscountCodeDelete = defineRoute('admin-discount-code-delete', {
  handler: 'functions/handlers/admin/discount-codes/delete.ts',
  stack: 'Admin',
  access: 'admin',
  grants: ['signing-key', 'table:read', 'table:write'],
  params: z.object({ code: codeParam }),
  response: done,
});
