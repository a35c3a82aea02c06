import * as z from 'zod/mini';
import { guestOrderAnswer } from '../../api/guest-orders';
import { linkTokenQuery, orderNumberParam } from '../../validation/guest';
import { languageParam } from '../../validation/language';
import { defineRoute } from '../define';

/**
 * Issue 32: a guest's order by its link's token (`?t=`), as My Orders shows it. A wrong or missing token and an
 * unknown number are the same 404, never a 403. With `?lang=si|ta` its lines and returns are named as bought (0112).
 */
export const guestOrder = defineRoute('guest-order', {
  handler: 'functions/handlers/guest/order.ts',
  stack: 'Orders',
  access: 'public',
  grants: ['table:read'],
  params: z.object({ order_number: orderNumberParam }),
  query: z.extend(linkTokenQuery, { lang: languageParam }),
  response: guestOrderAnswer,
});
