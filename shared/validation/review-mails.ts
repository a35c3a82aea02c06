import * as z from 'zod/mini';

/** The signed link of a review-request mail; a missing or bad one is answered by the page itself, not a 422. */
const token = z.catch(z.string(), '');
export const reviewMailsOffQuerySchema = z.object({ token });
export const reviewMailsOffFormSchema = z.object({ token });
