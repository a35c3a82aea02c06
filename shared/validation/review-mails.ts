import * as z from 'zod/mini';

/** The signed link of a review-request mail; a missing or bad token is answered by the page itself, not a 422. */
export const reviewMailsOffQuerySchema = z.object({
  token: z.catch(z.string(), ''),
  confirm: z.catch(z.optional(z.literal('1')), undefined),
});
