import * as z from 'zod/mini';
import { RETURN_REASONS, RETURN_STATUSES } from '../rules/returns';
import { answerLanguage } from './catalog';
import { ok, pagination } from './envelope';
import { orderStatus, paymentMethod, paymentStatus } from './orders';

/** One item of a return: what was bought, how many come back, and what was paid for them (LKR). */
const returnItem = z.object({
  product_id: z.number(),
  variant_id: z.nullable(z.number()),
  variant_label: z.nullable(z.string()),
  product_name: z.string(),
  product_image: z.nullable(z.string()),
  quantity: z.number(),
  amount: z.number(),
});

/** A return, the same in every answer (issue 22's wire format). */
export const returnObject = z.object({
  id: z.number(),
  order_id: z.number(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  note: z.nullable(z.string()),
  items: z.array(returnItem),
  refund_amount: z.number(),
  refund_method: z.enum(['payhere', 'bank_transfer', 'koko']),
  refund_reference: z.nullable(z.string()),
  /** Back-office answers only, while a card refund's outcome is unknown: staff check PayHere and enter its refund reference. */
  refund_check: z.optional(z.literal(true)),
  created_at: z.string(),
  updated_at: z.string(),
  timeline: z.array(
    z.object({ status: z.enum(RETURN_STATUSES), at: z.string(), by: z.string(), note: z.nullable(z.string()) }),
  ),
});
export type ReturnObject = z.infer<typeof returnObject>;

/** A return in the back-office list: with its customer. */
export const adminReturnRow = z.extend(returnObject, {
  /** `id` null for a guest's order (issue 32). */
  customer: z.object({ id: z.nullable(z.number()), name: z.string(), email: z.string() }),
});
export type AdminReturnRow = z.infer<typeof adminReturnRow>;

/** A return's page in the back-office: with its customer and its order. */
export const adminReturnDetail = z.extend(returnObject, {
  customer: z.object({ id: z.nullable(z.number()), name: z.string(), email: z.string(), phone: z.string() }),
  order: z.object({
    id: z.number(),
    status: orderStatus,
    payment_method: paymentMethod,
    payment_status: paymentStatus,
    total: z.number(),
    delivered_at: z.nullable(z.string()),
    created_at: z.string(),
  }),
});
export type AdminReturnDetail = z.infer<typeof adminReturnDetail>;

export const returnCreatedAnswer = ok({ message: z.string(), data: returnObject });
/** The customer's returns; asked with `?lang=si|ta`, items are named as bought and `lang` follows `status` (0112). */
export const myReturnsAnswer = ok({ ...answerLanguage, data: z.array(returnObject) });
export const adminReturnsPage = ok({
  data: z.object({
    returns: z.array(adminReturnRow),
    pagination: z.extend(pagination, { totalReturns: z.number() }),
  }),
});
export const adminReturnAnswer = ok({ data: adminReturnDetail });
export const returnUpdatedAnswer = ok({ message: z.string(), data: returnObject });
