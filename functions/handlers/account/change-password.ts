import { accountChangePassword } from '../../../shared/routes/entries/account-change-password';
import { changePassword } from '../../flows/workflows/change-password';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** A9 POST /v2/users/change-password/: every other token of the user stops working; this one goes on. */
export const handler = httpHandler(accountChangePassword, async (req) => {
  const input = req.body;
  await changePassword(req.session, input.current_password, input.new_password);
  return success({ message: 'Password updated successfully.' });
});
