import * as z from 'zod/mini';
import { CATEGORIES } from '../rules/catalogue';
import { isRealDateTime } from '../rules/dates';
import { CODE_PATTERN, DISCOUNT_TYPES, normalizeCode } from '../rules/discount-codes';
import { isoDateTime } from './dates';
import { PRODUCT_LIMITS } from './product';

export const codeMessages = {
  code: 'The code must be 3 to 32 letters, digits, - or _.',
  codeTaken: 'A discount code with this name already exists.',
  type: 'Please choose what the code gives: percent, fixed or free_shipping.',
  percent: 'A percent must be a whole number from 1 to 100.',
  fixed: 'The amount must be more than LKR 0.00, with at most two decimals.',
  minSubtotal: 'The minimum spend must be a positive amount with at most two decimals.',
  date: 'Please give a date and time (ISO 8601).',
  endsAfterStart: 'The end must be after the start.',
  usageLimit: 'The usage limit must be a whole number of at least 1.',
  perCustomerLimit: 'The limit per customer must be a whole number of at least 1.',
  categories: `Categories must be among ${CATEGORIES.join(', ')}.`,
  active: 'Active must be true or false.',
} as const;

const cents = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
const money = (message: string) =>
  z
    .number({ error: message })
    .check(
      z.refine((n) => Number.isFinite(n) && n > 0 && n <= PRODUCT_LIMITS.maxPrice && cents(n), { error: message }),
    );
const count = (message: string) =>
  z
    .number({ error: message })
    .check(z.refine((n) => Number.isInteger(n) && n >= 1 && n <= 10_000_000, { error: message }));
const date = isoDateTime(codeMessages.date);
/** Left out or null: no such limit. */
const optional = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

const terms = {
  type: z.enum(DISCOUNT_TYPES, { error: codeMessages.type }),
  value: z.optional(z.number({ error: codeMessages.percent })),
  min_subtotal: optional(money(codeMessages.minSubtotal)),
  starts_at: optional(date),
  ends_at: optional(date),
  usage_limit: optional(count(codeMessages.usageLimit)),
  per_customer_limit: optional(count(codeMessages.perCustomerLimit)),
  categories: z.optional(
    z.array(z.enum(CATEGORIES, { error: codeMessages.categories }), { error: codeMessages.categories }),
  ),
  active: z.optional(z.boolean({ error: codeMessages.active })),
};

type TermsInput = { type: string; value?: number; starts_at?: string | null; ends_at?: string | null };

/** The rules across fields: the value that suits the type, and an end after the start. */
const consistent = z.superRefine((v: TermsInput, ctx) => {
  if (v.type === 'percent' && !(Number.isInteger(v.value) && v.value! >= 1 && v.value! <= 100))
    ctx.addIssue({ code: 'custom', path: ['value'], message: codeMessages.percent, input: v.value });
  if (v.type === 'fixed' && !(typeof v.value === 'number' && money(codeMessages.fixed).safeParse(v.value).success))
    ctx.addIssue({ code: 'custom', path: ['value'], message: codeMessages.fixed, input: v.value });
  const bothReal = v.starts_at && v.ends_at && isRealDateTime(v.starts_at) && isRealDateTime(v.ends_at);
  if (bothReal && Date.parse(v.ends_at!) <= Date.parse(v.starts_at!))
    ctx.addIssue({ code: 'custom', path: ['ends_at'], message: codeMessages.endsAfterStart, input: v.ends_at });
});

const codeField = z.pipe(
  z.string({ error: codeMessages.code }).check(z.trim(), z.regex(CODE_PATTERN, { error: codeMessages.code })),
  z.transform(normalizeCode),
);

/** POST /v2/admin/discount-codes. */
export const discountCodeCreateSchema = z.object({ code: codeField, ...terms }).check(consistent);
/** PUT /v2/admin/discount-codes/{code}: every term again (the form sends them all); the code itself stays. */
export const discountCodeUpdateSchema = z.object(terms).check(consistent);
export type DiscountCodeUpdateInput = z.infer<typeof discountCodeUpdateSchema>;

/** POST /v2/cart/discount: any text; an unknown code is the shopper's refusal, not a form error. */
export const applyCodeSchema = z.object({
  code: z
    .string({ error: 'Please enter a discount code.' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Please enter a discount code.' }),
      z.maxLength(64, { error: 'This code does not exist.' }),
    ),
});
