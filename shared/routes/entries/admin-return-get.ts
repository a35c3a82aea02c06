import * as z from 'zod/mini';
import { notFoundMessages } from '../../api/not-found';
import { pathId } from '../../api/path-params';
import { adminReturnAnswer } from '../../api/returns';
import { defineRoute } from '../define';

/** One return's page: its order, customer, items, reason and timeline. */
export const adminReturnGet = defineRoute('admin-return-get', {
  handler: 'functions/handlers/admin/returns/get.ts',
  stack: 'Admin',
  access: 'staff+admin',
  grants: ['signing-key', 'table:read'],
  params: z.object({ id: pathId(notFoundMessages.return) }),
  response: adminReturnAnswer,
});
