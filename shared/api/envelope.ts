import * as z from 'zod/mini';

/**
 * The contract's envelopes (docs/api 0.3, 0.4). A success carries `"status": "success"` next to the route's own
 * fields; a failure is never a 2xx and has the shape of `errorEnvelope`.
 */
export const successStatus = z.literal('success');

const successBase = z.object({ status: successStatus, message: z.optional(z.string()) });

/**
 * `{status:"success", message?, ...fields}`: the usual success answer. `fields` may name `message` again (required,
 * or a literal); `z.extend` types that as a replacement, where a spread typed it as `optional & string`.
 */
export function ok<T extends z.core.$ZodShape>(fields: T) {
  return z.extend(successBase, fields);
}

/** `{status:"success", message}`: a success that only says what happened. */
export const done = ok({ message: z.string() });

/** Every non-2xx JSON answer: the message a person can act on, and the field map of a 422. */
export const errorEnvelope = z.object({
  status: z.literal('error'),
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});

/** The back-office pagers (contract 6.9): every list adds its own total (`totalOrders`, `totalUsers`...). */
export const pagination = z.object({ currentPage: z.number(), perPage: z.number(), totalPages: z.number() });
