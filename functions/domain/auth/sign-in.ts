import { unauthorized, fieldError } from '../../lib/errors';
import { messages } from '../../../shared/validation/auth';
import { createUser, EmailTaken, findUserByEmail, type NewUser } from '../users/users-repo';
import { sessionUser, type UserRecord } from '../users/user-record';
import { clearLoginFailures, reserveLoginAttempt } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import { startSession } from './sessions';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';

/** The body of a successful sign-in or registration (contract A1, A3). */
async function signedInBody(user: UserRecord, message: string) {
  const { token } = await startSession(user.id, user.userType);
  return { message, access_token: token, token_type: 'Bearer', user: sessionUser(user) };
}

export async function signIn(email: string, password: string) {
  await reserveLoginAttempt(email);
  const user = await findUserByEmail(email);
  const ok = await verifyPassword(password, user?.passwordHash);
  if (!user || !ok) throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
  await clearLoginFailures(email);
  return signedInBody(user, 'Login successful');
}

export async function register(input: Omit<NewUser, 'passwordHash' | 'userType'> & { password: string }) {
  const { password, ...profile } = input;
  try {
    const user = await createUser({ ...profile, userType: 'customer', passwordHash: await hashPassword(password) });
    return await signedInBody(user, 'Registration successful');
  } catch (error) {
    if (error instanceof EmailTaken) throw fieldError('email', messages.emailTaken);
    throw error;
  }
}
