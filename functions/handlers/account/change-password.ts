import { changePasswordSchema, messages } from '../../../shared/validation/auth';
import { hashPassword, verifyPassword } from '../../domain/auth/passwords';
import { endAllSessions } from '../../domain/auth/sessions';
import { getUser, updateUser } from '../../domain/users/users-repo';
import { fieldError, unauthorized } from '../../lib/errors';
import { httpHandler, type AuthedRequest } from '../http';
import { success } from '../../lib/responses';
import { parseWith } from '../../lib/validate';

/** A9 POST /v2/users/change-password/: every other token of the user stops working; this one goes on. */
export const handler = httpHandler<AuthedRequest>('account-change-password', async (req) => {
  const input = parseWith(changePasswordSchema, req.body);
  const user = await getUser(req.session.userId);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(input.current_password, user.passwordHash))) throw fieldError('current_password', messages.currentPasswordWrong);
  await updateUser(user, { passwordHash: await hashPassword(input.new_password) });
  await endAllSessions(user.id, req.session.sessionId);
  return success({ message: 'Password updated successfully.' });
});
