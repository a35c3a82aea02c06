import * as z from 'zod/mini';
import { notFoundMessages } from '../../api/not-found';
import { pathId } from '../../api/path-params';
import { returnCreatedAnswer } from '../../api/returns';
import { createReturnSchema } from '../../validation/returns';
import { defineRoute } from '../define';

/** A customer returns items of their own delivered order within the window (201; 422 with the refusal; 404 not theirs). */
export const returnsCreate = defineRoute('returns-create', {
  handler: 'functions/handlers/returns/create.ts',
  stack: 'Orders',
  access: 'customer',
  grants: ['signing-key', 'table:read', 'table:write', 'mail:queue'],
  params: z.object({ order_id: pathId(notFoundMessages.order) }),
  body: createReturnSchema,
  response: returnCreatedAnswer,
});
