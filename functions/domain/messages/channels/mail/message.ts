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
});

export type Mail = z.infer<typeof mailMessage>;
