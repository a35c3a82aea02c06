import * as z from 'zod/mini';
import { RETURN_REASONS, RETURN_STATUSES, type ReturnStatus } from '../rules/returns';
import { returnFormMessages as formTexts } from '../messages/returns';
import { atMostLetters, chooseOneOf } from './fields';

/** The statuses staff may ask a return to move to. */
export const RETURN_MOVES = ['approved', 'rejected', 'received', 'refunded'] as const;

/** The texts of the return form and the back-office's return answers (issue 22), with those naming the choices. */
export const returnFormMessages = {
  ...formTexts,
  reason: chooseOneOf(RETURN_REASONS),
  status: chooseOneOf(RETURN_STATUSES),
  move: chooseOneOf(RETURN_MOVES),
} as const;

const MAX_ITEMS = 50;
// Control characters other than line breaks and tabs have no place in a note (plain text, escaped everywhere).
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Optional plain text of at most `max` characters; empty or blank reads as none (null). */
function optionalText(max: number, tooLong: string) {
  return z.pipe(
    z.optional(
      z.nullable(
        z.string({ error: tooLong }).check(
          z.trim(),
          atMostLetters(max, { error: tooLong, abort: true }),
          z.refine((v) => !CONTROL.test(v), { error: returnFormMessages.controlCharacters }),
        ),
      ),
    ),
    z.transform((v: string | null | undefined) => (v ? v : null)),
  );
}

export interface ReturnItemInput {
  product_id: number;
  variant_id: number | null;
  quantity: number;
}

const positiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v < 1e12;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Each line's own field in the answer's map (`items.0.quantity`), as the product form names a variant's fields. */
const itemRules = z.superRefine((v: { items?: unknown }, ctx) => {
  const items = v.items;
  const refuse = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message, input: items });
  if (!Array.isArray(items) || items.length === 0 || !items.every(isObject))
    return refuse('items', returnFormMessages.items);
  if (items.length > MAX_ITEMS) return refuse('items', returnFormMessages.itemsMax);
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (!positiveInt(item.product_id)) refuse(`items.${i}.product_id`, returnFormMessages.productId);
    const variant = item.variant_id ?? null;
    if (variant !== null && !positiveInt(variant)) refuse(`items.${i}.variant_id`, returnFormMessages.variantId);
    if (!positiveInt(item.quantity)) refuse(`items.${i}.quantity`, returnFormMessages.quantity);
    const key = `${String(item.product_id)}#${String(variant)}`;
    if (seen.has(key)) refuse('items', returnFormMessages.itemTwice);
    seen.add(key);
  });
});

/** POST /v2/user/orders/{order_id}/returns. */
export const createReturnSchema = z.pipe(
  z
    .object({
      items: z.optional(z.unknown()),
      reason: z.enum(RETURN_REASONS, { error: returnFormMessages.reason }),
      note: optionalText(500, returnFormMessages.noteTooLong),
    })
    .check(itemRules),
  z.transform((v) => ({
    items: (v.items as Array<Record<string, unknown>>).map((i): ReturnItemInput => ({
      product_id: i.product_id as number,
      variant_id: (i.variant_id ?? null) as number | null,
      quantity: i.quantity as number,
    })),
    reason: v.reason,
    note: v.note,
  })),
);
export type CreateReturnInput = z.infer<typeof createReturnSchema>;

const lenient = z.catch(z.optional(z.string()), undefined);

/** `GET /v2/admin/returns?status=&page=`: a status the list does not know is a 422; none or empty lists all. */
export const adminReturnsQuerySchema = z.object({
  page: lenient,
  status: z.pipe(
    z.optional(z.union([z.literal(''), z.enum(RETURN_STATUSES)], { error: returnFormMessages.status })),
    z.transform((v: '' | ReturnStatus | undefined) => (v === '' ? undefined : v)),
  ),
});

/** `PUT /v2/admin/returns/{id}`. */
export const updateReturnSchema = z.object({
  status: z.enum(RETURN_MOVES, { error: returnFormMessages.move }),
  note: optionalText(500, returnFormMessages.noteTooLong),
  refund_reference: optionalText(100, returnFormMessages.referenceTooLong),
});
export type UpdateReturnInput = z.infer<typeof updateReturnSchema>;
