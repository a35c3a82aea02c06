import { messages } from '../../../shared/validation/auth';
import { fieldError, unauthorized } from '../../lib/errors';
import type { Session } from '../../lib/session';
import { hashPassword, verifyPassword } from '../../domain/auth';
import { getUser, updateUser } from '../../domain/users';
import { afterPasswordSet } from '../steps/password-set';

/** The signed-in person's new password: the current one must match; every other session of theirs ends (afterPasswordSet). */
export async function changePassword(session: Session, currentPassword: string, newPassword: string): Promise<void> {
  const user = await getUser(session.userId);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(currentPassword, user.passwordHash)))
    throw fieldError('current_password', messages.currentPasswordWrong);
  await updateUser(user, { passwordHash: await hashPassword(newPassword) });
  await afterPasswordSet(user, session.sessionId);
}
