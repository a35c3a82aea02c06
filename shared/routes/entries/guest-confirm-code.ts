import * as z from 'zod/mini';
import { orderConfirmedAnswer } from '../../api/cod-confirmation';
import { confirmCodeSchema } from '../../validation/cod-confirmation';
import { linkTokenQuery, orderNumberParam } from '../../validation/guest';
import { defineRoute } from '../define';

/**
 * Issue 32: through its link (`?t=`), a guest confirms their cash order with the SMS code, as a customer does in My
 * Orders: 422 wrong, 429 after 5 wrong.
 */
export const guestConfirmCode = defineRoute('guest-confirm-code', {
  handler: 'functions/handlers/guest/confirm-code.ts',
  stack: 'Orders',
  access: 'public',
  grants: ['table:read', 'table:write'],
  params: z.object({ order_number: orderNumberParam }),
  query: linkTokenQuery,
  body: confirmCodeSchema,
  response: orderConfirmedAnswer,
});
