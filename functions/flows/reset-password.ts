import { checkResetCode, consumeResetCode, hashPassword, INVALID_CODE_MESSAGE, resetCodeRefused } from '../domain/auth';
import { findUserByEmail, updateUser } from '../domain/users';
import { afterPasswordSet } from './password-set';

/**
 * A6: re-checks the code, sets the password, ends every session of the user and lifts the sign-in lockout (whose
 * message offers a reset as the way back in).
 */
export async function resetPassword(email: string, code: string, password: string): Promise<void> {
  await checkResetCode(email, code);
  const user = await findUserByEmail(email);
  if (!user) throw resetCodeRefused(INVALID_CODE_MESSAGE);
  await updateUser(user, { passwordHash: await hashPassword(password) });
  await consumeResetCode(email);
  await afterPasswordSet(user);
}
