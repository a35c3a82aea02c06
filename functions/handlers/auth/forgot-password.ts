import { forgotPasswordSchema } from '../../../shared/validation/auth';
import { CODE_VALID_MINUTES, issueResetCode } from '../../domain/auth/reset-codes';
import { resetCodeMail } from '../../domain/mail/reset-code-mail';
import { findUserByEmail } from '../../domain/users/users-repo';
import { httpHandler } from '../http';
import { sendMail } from '../../lib/mail';
import { success } from '../../lib/responses';
import { parseWith } from '../../lib/validate';

/** A4 POST /v2/forgot-password: the same answer whether or not the e-mail has an account. */
export const handler = httpHandler('auth-forgot-password', async (req) => {
  const { email } = parseWith(forgotPasswordSchema, req.body);
  const user = await findUserByEmail(email);
  const code = await issueResetCode(email, user !== null);
  if (code) await sendMail(resetCodeMail(email, code, CODE_VALID_MINUTES));
  return success({ message: `If an account exists for ${email}, a verification code has been sent to it.` });
});
