import * as z from 'zod/mini';
import { ok } from '../../api/envelope';
import { notFoundMessages } from '../../api/not-found';
import { pathId } from '../../api/path-params';
import { staffMember } from '../../api/user';
import { updateStaffSchema } from '../../validation/staff';
import { defineRoute } from '../define';

/** B11: the key `password` is always sent; empty means unchanged. */
export const adminStaffUpdate = defineRoute('admin-staff-update', {
  handler: 'functions/handlers/admin/staff/update.ts',
  stack: 'Admin',
  access: 'admin',
  grants: ['signing-key', 'table:read', 'table:write'],
  hashesPasswords: true,
  params: z.object({ id: pathId(notFoundMessages.staff) }),
  body: updateStaffSchema,
  response: ok({ message: z.string(), data: staffMember }),
});
