import * as z from 'zod/mini';

/** `POST /v2/unsubscribe?t=<token>`: the token's checks are the handler's, so a missing one is the same 400 as a bad one. */
export const unsubscribeQuerySchema = z.object({ t: z.optional(z.string()) });
