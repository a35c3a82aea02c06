import * as z from 'zod/mini';
import { ok } from '../../api/envelope';
import { notFoundMessages } from '../../api/not-found';
import { pathId } from '../../api/path-params';
import { staffMember } from '../../api/user';
import { defineRoute } from '../define';

/** Section 5: one staff member. */
export const adminStaffGet = defineRoute('admin-staff-get', {
  handler: 'functions/handlers/admin/staff/get.ts',
  stack: 'Admin',
  access: 'admin',
  grants: ['signing-key', 'table:read'],
  params: z.object({ id: pathId(notFoundMessages.staff) }),
  response: ok({ data: staffMember }),
});
