import * as z from 'zod/mini';
import { ok } from '../../api/envelope';
import { staffMember } from '../../api/user';
import { addStaffSchema } from '../../validation/staff';
import { defineRoute } from '../define';

/** B10: a taken e-mail (any account) is a 422 on `email` (answered 201). */
export const adminStaffCreate = defineRoute('admin-staff-create', {
  handler: 'functions/handlers/admin/staff/create.ts',
  stack: 'Admin',
  access: 'admin',
  grants: ['signing-key', 'table:read', 'table:write'],
  hashesPasswords: true,
  body: addStaffSchema,
  response: ok({ message: z.string(), data: staffMember }),
});
