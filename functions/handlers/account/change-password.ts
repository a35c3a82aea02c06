import { accountChangePassword } from '../../../shared/routes/entries/account-change-password';
import { messages } from '../../../shared/validation/auth';
import { hashPassword, verifyPassword } from '../../domain/auth/passwords';
import { endAllSessions } from '../../domain/auth/sessions';
import { getUser, updateUser } from '../../domain/users/users-repo';
import { fieldError, unauthorized } from '../../lib/errors';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** A9 POST /v2/users/change-password/: every other token of the user stops working; this one goes on. */
export const handler = httpHandler(accountChangePassword, async (req) => {
  const input = req.body;
  const user = await getUser(req.session.userId);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(input.current_password, user.passwordHash)))
    throw fieldError('current_password', messages.currentPasswordWrong);
  await updateUser(user, { passwordHash: await hashPassword(input.new_password) });
  await endAllSessions(user.id, req.session.sessionId);
  return success({ message: 'Password updated successfully.' });
});
