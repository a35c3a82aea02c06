import * as z from 'zod/mini';
import { ok } from '../../api/envelope';
import { adminUserDetail } from '../../api/user';
import { adminCreateUserSchema } from '../../validation/admin-users';
import { defineRoute } from '../define';

/** Section 5: an admin creates a customer with the sign-up rules (answered 201). */
export const adminUserCreate = defineRoute('admin-user-create', {
  handler: 'functions/handlers/admin/users/create.ts',
  stack: 'Admin',
  access: 'admin',
  grants: ['signing-key', 'table:read', 'table:write'],
  hashesPasswords: true,
  body: adminCreateUserSchema,
  response: ok({ message: z.string(), data: adminUserDetail }),
});
