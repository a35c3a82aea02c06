import * as z from 'zod/mini';
import { done } from '../../api/envelope';
import { notFoundMessages } from '../../api/not-found';
import { pathId } from '../../api/path-params';
import { defineRoute } from '../define';

/** Section 5: the account, sessions, cart and wishlist go; orders stay. */
export const adminUserDelete = defineRoute('admin-user-delete', {
  handler: 'functions/handlers/admin/users/delete.ts',
  stack: 'Admin',
  access: 'admin',
  grants: ['signing-key', 'table:read', 'table:write', 'uploads:write'],
  params: z.object({ n: pathId(notFoundMessages.user) }),
  response: done,
});
