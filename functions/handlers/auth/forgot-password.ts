import { authForgotPassword } from '../../../shared/routes/entries/auth-forgot-password';
import { sendResetCode } from '../../flows/workflows/forgot-password';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** A4 POST /v2/forgot-password: the same answer whether or not the e-mail has an account. */
export const handler = httpHandler(authForgotPassword, async (req) => {
  const { email } = req.body;
  await sendResetCode(email);
  return success({ message: `If an account exists for ${email}, a verification code has been sent to it.` });
});
