import { myOrders } from '../../api/orders';
import * as z from 'zod/mini';
import { languageParam } from '../../validation/language';
import { orderTabQuerySchema } from '../../validation/lists';
import { defineRoute } from '../define';

/**
 * S11 `?status=pending|complete`: the customer's own order lines, newest first; with `?lang=si|ta` named as bought
 * (decision 0112).
 */
export const ordersMine = defineRoute('orders-mine', {
  handler: 'functions/handlers/orders/my-orders.ts',
  stack: 'Orders',
  access: 'customer',
  grants: ['signing-key', 'table:read'],
  query: z.extend(orderTabQuerySchema, { lang: languageParam }),
  response: myOrders,
});
