import { log } from '../../lib/log';
import {
  clearLoginFailures,
  hashPassword,
  invalidCredentials,
  needsRehash,
  reserveLoginAttempt,
  startSession,
  verifyPassword,
} from '../../domain/auth';
import {
  createUser,
  tickedOffers,
  findUserByEmail,
  sessionUser,
  upgradePasswordHash,
  type NewUser,
  type UserRecord,
} from '../../domain/users';

/** The body of a successful sign-in or registration (contract A1, A3). */
async function signedInBody(user: UserRecord, message: string) {
  const { token } = await startSession(user.id, user.userType);
  return { message, access_token: token, token_type: 'Bearer' as const, user: sessionUser(user) };
}

export async function signIn(email: string, password: string) {
  await reserveLoginAttempt(email);
  const user = await findUserByEmail(email);
  const ok = await verifyPassword(password, user?.passwordHash);
  if (!user || !ok) throw invalidCredentials();
  await clearLoginFailures(email);
  await upgradeWeakHash(user, password);
  return signedInBody(user, 'Login successful');
}

/** A hash made at an older, cheaper cost is made again at today's cost, now that we hold the verified password. */
async function upgradeWeakHash(user: UserRecord, password: string): Promise<void> {
  if (!needsRehash(user.passwordHash)) return;
  try {
    await upgradePasswordHash(user.id, user.passwordHash, await hashPassword(password));
  } catch (error) {
    // The sign-in itself succeeded; the upgrade is tried again at the next one.
    log.error('password hash upgrade failed', error, { user_id: user.id });
  }
}

export async function register(
  input: Omit<NewUser, 'passwordHash' | 'userType'> & { password: string; offersTicked: boolean },
) {
  const { password, offersTicked, ...profile } = input;
  const user = await createUser({
    ...profile,
    // "Send me offers and reminders", stored with when and where (decision 0081); unticked stores nothing: off.
    ...(offersTicked ? tickedOffers('signup') : {}),
    userType: 'customer',
    passwordHash: await hashPassword(password),
  });
  return signedInBody(user, 'Registration successful');
}
