import * as z from 'zod/mini';

/**
 * The contract's envelopes (docs/api 0.3, 0.4). A success carries `"status": "success"` next to the route's own
 * fields; a failure is never a 2xx and has the shape of `errorEnvelope`.
 */
export const successStatus = z.literal('success');

/** `{status:"success", message?, ...fields}`: the usual success answer. */
export function ok<T extends z.core.$ZodShape>(fields: T) {
  return z.object({ status: successStatus, message: z.optional(z.string()), ...fields });
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
