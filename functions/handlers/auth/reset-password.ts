import { authResetPassword } from '../../../shared/routes/entries/auth-reset-password';
import { hashPassword } from '../../domain/auth/passwords';
import { ResetCodeRefused } from '../../domain/errors';
import { checkResetCode, consumeResetCode, INVALID_CODE_MESSAGE } from '../../domain/auth/reset-codes';
import { clearLoginFailures } from '../../domain/auth/login-throttle';
import { endAllSessions } from '../../domain/auth/sessions';
import { findUserByEmail, updateUser } from '../../domain/users/users-repo';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/**
 * A6 POST /v2/reset-password: re-checks the code, sets the password, ends every session of the user and lifts the
 * sign-in lockout (whose message offers a reset as the way back in).
 */
export const handler = httpHandler(authResetPassword, async (req) => {
  const { email, code, password } = req.body;
  await checkResetCode(email, code);
  const user = await findUserByEmail(email);
  if (!user) throw new ResetCodeRefused(INVALID_CODE_MESSAGE);
  await updateUser(user, { passwordHash: await hashPassword(password) });
  await consumeResetCode(email);
  await endAllSessions(user.id);
  await clearLoginFailures(email);
  return success({ message: 'Password successfully reset. You can now login with your new password.' });
});
