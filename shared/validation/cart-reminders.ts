import * as z from 'zod/mini';
import { messages } from './auth-messages';
import { emailField } from './fields';
import { guestCartLines } from './guest';
import { languageField } from './language';
import { marketingConsentField } from './marketing-consent';

export const CONTACT_NEEDED = 'Please give an e-mail address or a phone number.';

/** An empty or absent e-mail or phone is none given. */
const noneIfBlank = z.transform((v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v,
);

/**
 * POST /v2/guest/cart/contact (issue 33): the guest's browser cart and the e-mail or phone checkout step 2 gave, with
 * the "Send me offers and reminders" tick. Its reminders start from here when ticked, in the optional `language` the
 * shopper reads (issue 34; absent: English, as before).
 */
export const guestCartContactSchema = z
  .object({
    lines: guestCartLines,
    email: z.pipe(noneIfBlank, z.optional(emailField(messages.email))),
    phone: z.pipe(
      noneIfBlank,
      z.optional(z.string().check(z.trim(), z.maxLength(32, { error: 'Please enter a valid phone number.' }))),
    ),
    marketing_consent: marketingConsentField,
    language: z.optional(languageField),
  })
  .check(z.refine((v) => Boolean(v.email || v.phone), { error: CONTACT_NEEDED, path: ['email'] }));
export type GuestCartContactInput = z.infer<typeof guestCartContactSchema>;

/** POST /v2/cart/restore (issue 33): the token of a reminder's `/cart/restore/<token>` link. */
export const cartRestoreSchema = z.object({
  token: z.string({ error: 'This link is not valid.' }).check(z.maxLength(512, { error: 'This link is not valid.' })),
});
