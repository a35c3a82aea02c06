import * as z from 'zod/mini';
import { codConfirmationMessages as m } from '../messages/cod-confirmation';
import { COD_CODE_PATTERN } from '../rules/cod-confirmation';

/** POST /v2/orders/confirm: the link's token; one that is not the shop's is answered 404 by the route itself. */
export const confirmLinkSchema = z.object({
  token: z
    .string({ error: m.badLink })
    .check(z.trim(), z.minLength(1, { error: m.badLink }), z.maxLength(200, { error: m.badLink })),
});

/** POST /v2/user/orders/{order_id}/confirm: the SMS's 6 digits (spaces around them are forgiven). */
export const confirmCodeSchema = z.object({
  code: z.string({ error: m.codeFormat }).check(z.trim(), z.regex(COD_CODE_PATTERN, { error: m.codeFormat })),
});
