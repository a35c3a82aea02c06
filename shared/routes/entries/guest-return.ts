import * as z from 'zod/mini';
import { returnCreatedAnswer } from '../../api/returns';
import { linkTokenQuery, orderNumberParam } from '../../validation/guest';
import { createReturnSchema } from '../../validation/returns';
import { defineRoute } from '../define';

/**
 * Issue 32: through its link (`?t=`), a return of items of a guest's delivered order within the window: what the
 * customer's return request takes and answers (201; 422 with the refusal).
 */
export const guestReturn = defineRoute('guest-return', {
  handler: 'functions/handlers/guest/return.ts',
  stack: 'Orders',
  access: 'public',
  grants: ['table:read', 'table:write', 'mail:queue'],
  params: z.object({ order_number: orderNumberParam }),
  query: linkTokenQuery,
  body: createReturnSchema,
  response: returnCreatedAnswer,
});
