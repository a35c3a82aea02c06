import * as z from 'zod/mini';
import { answerLanguage } from './catalog';
import { ok } from './envelope';

/** B1's `cart_reminders` (issue 33, decision 0086): the period's carts reminded and the orders recovered after one. */
export const cartReminderFigures = z.object({
  /** Carts that had their first reminder in the period. */
  carts_reminded: z.number(),
  /** Orders placed within 7 days after a reminder's link was opened. */
  recovered_orders: z.number(),
  /** Their total, preformatted as `stats.revenue` is. */
  recovered_revenue: z.string(),
});

/** POST /v2/cart/restore (issue 33): the reminded cart's lines that can be sold now, and those left out (named). */
export const cartRestoreData = z.object({
  lines: z.array(z.object({ product_id: z.number(), variant_id: z.nullable(z.number()), quantity: z.number() })),
  left_out: z.array(z.object({ product_id: z.number(), name: z.string() })),
});
export type CartRestoreData = z.infer<typeof cartRestoreData>;
export const cartRestoreAnswer = ok({ ...answerLanguage, message: z.string(), data: cartRestoreData });

/** POST /v2/guest/cart/contact (issue 33): whether the cart will be reminded (the box was ticked). */
export const guestCartContactAnswer = ok({ message: z.string(), data: z.object({ reminders: z.boolean() }) });
