import * as z from 'zod/mini';
import { ok } from '../../api/envelope';
import { notFoundMessages } from '../../api/not-found';
import { pathId } from '../../api/path-params';
import { adminUserDetail } from '../../api/user';
import { profileUpdateSchema } from '../../validation/account';
import { defineRoute } from '../define';

/** Section 5: a partial update of a customer with the profile's rules. */
export const adminUserUpdate = defineRoute('admin-user-update', {
  handler: 'functions/handlers/admin/users/update.ts',
  stack: 'Admin',
  access: 'admin',
  grants: ['signing-key', 'table:read', 'table:write'],
  params: z.object({ n: pathId(notFoundMessages.user) }),
  body: profileUpdateSchema,
  response: ok({ message: z.string(), data: adminUserDetail }),
});
