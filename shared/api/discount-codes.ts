import * as z from 'zod/mini';
import { CATEGORIES } from '../rules/catalogue';
import { CODE_PATTERN, DISCOUNT_TYPES, normalizeCode } from '../rules/discount-codes';
import { notFoundMessages } from './not-found';

/** A discount code in every answer, with its standing uses and the discount they gave (LKR). */
export const discountCode = z.object({
  code: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  value: z.number(),
  /** What it gives, as the back-office list says it ("10% off"). */
  gives: z.string(),
  min_subtotal: z.nullable(z.number()),
  starts_at: z.nullable(z.string()),
  ends_at: z.nullable(z.string()),
  usage_limit: z.nullable(z.number()),
  per_customer_limit: z.nullable(z.number()),
  categories: z.array(z.enum(CATEGORIES)),
  active: z.boolean(),
  uses: z.number(),
  discount_total: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DiscountCode = z.infer<typeof discountCode>;

/** One order that used a code (`given_back`: canceled or expired, its use returned). */
export const codeUse = z.object({
  order_id: z.number(),
  /** Null for a guest's order (issue 32). */
  user_id: z.nullable(z.number()),
  discount_amount: z.number(),
  created_at: z.string(),
  given_back: z.boolean(),
});

/** `{code}` in a path: matched case-insensitively; anything that cannot be a code is a 404. */
export const codeParam = z.pipe(
  z
    .string({ error: notFoundMessages.discountCode })
    .check(z.regex(CODE_PATTERN, { error: notFoundMessages.discountCode })),
  z.transform(normalizeCode),
);
