import * as z from 'zod/mini';
import { ok, pagination } from '../../api/envelope';
import { adminUserRow } from '../../api/user';
import { searchPageQuerySchema } from '../../validation/lists';
import { defineRoute } from '../define';

/** B8 `?page=&search=`: customers only, 10 a page. */
export const adminUsers = defineRoute('admin-users', {
  handler: 'functions/handlers/admin/users/list.ts',
  stack: 'Admin',
  access: 'admin',
  grants: ['signing-key', 'table:read'],
  query: searchPageQuerySchema,
  response: ok({
    data: z.object({ users: z.array(adminUserRow), pagination: z.extend(pagination, { totalUsers: z.number() }) }),
  }),
});
