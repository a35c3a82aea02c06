import * as z from 'zod/mini';
import { ok } from '../../api/envelope';
import { notFoundMessages } from '../../api/not-found';
import { pathId } from '../../api/path-params';
import { adminUserDetail } from '../../api/user';
import { defineRoute } from '../define';

/** Section 5: one customer by number; `PUT /v2/users/{n}` has one segment more than the own-profile `PUT /v2/users`. */
export const adminUserGet = defineRoute('admin-user-get', {
  handler: 'functions/handlers/admin/users/get.ts',
  stack: 'Admin',
  access: 'admin',
  grants: ['signing-key', 'table:read'],
  params: z.object({ n: pathId(notFoundMessages.user) }),
  response: ok({ data: adminUserDetail }),
});
