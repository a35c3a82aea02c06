import * as z from 'zod/mini';
import { done } from '../../api/envelope';
import { notFoundMessages } from '../../api/not-found';
import { pathId } from '../../api/path-params';
import { defineRoute } from '../define';

/** Section 5: the account goes and every session of it ends at once. */
export const adminStaffDelete = defineRoute('admin-staff-delete', {
  handler: 'functions/handlers/admin/staff/delete.ts',
  stack: 'Admin',
  access: 'admin',
  grants: ['signing-key', 'table:read', 'table:write'],
  params: z.object({ id: pathId(notFoundMessages.staff) }),
  response: done,
});
