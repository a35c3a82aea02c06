import * as z from 'zod/mini';
import { notFoundMessages } from '../../api/not-found';
import { pathId } from '../../api/path-params';
import { returnUpdatedAnswer } from '../../api/returns';
import { updateReturnSchema } from '../../validation/returns';
import { defineRoute } from '../define';

/**
 * Moves a return one step (requested -> approved | rejected, approved -> received, received -> refunded; else 409):
 * received gives the stock back, refunded refunds the card payment through PayHere or records the bank transfer.
 */
export const adminReturnUpdate = defineRoute('admin-return-update', {
  handler: 'functions/handlers/admin/returns/update.ts',
  stack: 'Admin',
  access: 'staff+admin',
  grants: ['signing-key', 'table:read', 'table:write', 'mail:queue', 'payhere-secret'],
  params: z.object({ id: pathId(notFoundMessages.return) }),
  body: updateReturnSchema,
  response: returnUpdatedAnswer,
});
