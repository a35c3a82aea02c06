import * as z from 'zod/mini';
import { orderConfirmedAnswer } from '../../api/cod-confirmation';
import { notFoundMessages } from '../../api/not-found';
import { pathId } from '../../api/path-params';
import { confirmCodeSchema } from '../../validation/cod-confirmation';
import { defineRoute } from '../define';

/** The customer confirms their own cash order with the SMS code (issue 31): 422 wrong, 429 after 5 wrong, 404 not theirs. */
export const codConfirmCode = defineRoute('cod-confirm-code', {
  handler: 'functions/handlers/orders/confirm-by-code.ts',
  stack: 'Orders',
  access: 'customer',
  grants: ['signing-key', 'table:read', 'table:write'],
  params: z.object({ order_id: pathId(notFoundMessages.order) }),
  body: confirmCodeSchema,
  response: orderConfirmedAnswer,
});
