import * as z from 'zod/mini';
import { smsNumber } from '../rules/phone-numbers';
import { NOTIFY_ME_CHANNELS, notifyMeMessages } from '../rules/stock-alerts';
import { EMAIL_MAX, isAcceptedEmail, normaliseEmail } from './email';
import { languageField } from './language';

/** An optional contact: blank, null or absent is none; anything else must pass `accept`, and is kept as `keep` makes it. */
const optionalContact = (max: number, message: string, accept: (v: string) => boolean, keep: (v: string) => string) =>
  z.pipe(
    z.optional(
      z.nullable(
        z.string({ error: message }).check(
          z.trim(),
          z.maxLength(max, { error: message, abort: true }),
          z.refine((v) => v === '' || accept(v), { error: message }),
        ),
      ),
    ),
    z.transform((v: string | null | undefined) => (v ? keep(v) : null)),
  );

/**
 * POST /v2/product/{id}/notify-me (issue 33): the size, the channel and the contact it needs. A signed-in customer
 * may leave the contact out: the account's is used, so whether one is there is the workflow's to say. `language`
 * (issue 34, optional) is the one the message is written in; absent, a signed-in customer's account's, else English.
 */
export const notifyMeSchema = z.object({
  variant_id: z.pipe(
    z.optional(z.nullable(z.number({ error: notifyMeMessages.chooseSize }).check(z.int(), z.positive()))),
    z.transform((v: number | null | undefined) => v ?? null),
  ),
  email: optionalContact(EMAIL_MAX, notifyMeMessages.email, isAcceptedEmail, normaliseEmail),
  phone: optionalContact(
    32,
    notifyMeMessages.phone,
    (v) => smsNumber(v) !== null,
    (v) => smsNumber(v) ?? v,
  ),
  channel: z.enum(NOTIFY_ME_CHANNELS, { error: notifyMeMessages.channel }),
  language: z.optional(languageField),
});
export type NotifyMeInput = z.infer<typeof notifyMeSchema>;
