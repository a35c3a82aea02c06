import * as z from 'zod/mini';
import { isAcceptedEmail } from '../../../../../shared/validation/email';
import { filledText } from '../../../../../shared/validation/filled-text';

/** An address the shop's one e-mail rule accepts (shared/validation/email.ts): the forms check with the same rule. */
const address = z.string().check(z.refine(isAcceptedEmail, { error: 'not an address the shop can mail' }));

/** A mail as the outbox queues it: a mail outside the rule is refused before it is queued, not dead-lettered later. */
export const mailMessage = z.object({
  to: address,
  subject: filledText(),
  text: z.string(),
  html: z.string(),
  replyTo: z.optional(address),
  /** Headers of its own (a marketing mail's List-Unsubscribe, decision 0081): one line each, no line breaks. */
  headers: z.optional(
    z.array(
      z.object({
        name: z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/)),
        value: z.string().check(z.regex(/^[^\r\n]{1,2000}$/)),
      }),
    ),
  ),
});

export type Mail = z.infer<typeof mailMessage>;
