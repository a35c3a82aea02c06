import { authResetPassword } from '../../../shared/routes/entries/auth-reset-password';
import { resetPassword } from '../../flows/workflows/reset-password';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/**
 * A6 POST /v2/reset-password: re-checks the code, sets the password, ends every session of the user and lifts the
 * sign-in lockout (whose message offers a reset as the way back in).
 */
export const handler = httpHandler(authResetPassword, async (req) => {
  const { email, code, password } = req.body;
  await resetPassword(email, code, password);
  return success({ message: 'Password successfully reset. You can now login with your new password.' });
});
