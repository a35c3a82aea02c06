import { CODE_VALID_MINUTES, issueResetCode } from '../../domain/auth';
import { resetCodeMail } from '../../domain/mail';
import { sendMailNow } from '../../domain/messages';
import { findUserByEmail, languageOf } from '../../domain/users';

/**
 * A4: issues a reset code and mails it at once (not through the queue: the person is waiting for it), in the
 * account's language. An e-mail without an account gets no code and no mail, but the same answer.
 */
export async function sendResetCode(email: string): Promise<void> {
  const user = await findUserByEmail(email);
  const code = await issueResetCode(email, user !== null);
  if (code) await sendMailNow(resetCodeMail(email, code, CODE_VALID_MINUTES, user ? languageOf(user) : undefined));
}
