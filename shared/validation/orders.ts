import * as z from 'zod/mini';
import { SETTABLE_ORDER_STATUSES } from '../rules/orders';

export const orderStatusMessages = {
  status: `The status must be one of ${SETTABLE_ORDER_STATUSES.join(', ')}.`,
} as const;

/** B6 body: one of the four statuses the menu offers (contract 6.7), in any case. */
export const orderStatusSchema = z.object({
  status: z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v)),
    z.enum(SETTABLE_ORDER_STATUSES, { error: orderStatusMessages.status }),
  ),
});
