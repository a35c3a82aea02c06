import { accountUpdate } from '../../../shared/routes/entries/account-update';
import { updateProfile, getUser, accountView } from '../../domain/users';
import { unauthorized } from '../../lib/errors';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** A8 PUT /v2/users and /v2/users/: partial update; `phone` and `mobile` are kept in step (contract 7.8). */
export const handler = httpHandler(accountUpdate, async (req) => {
  const user = await getUser(req.session.userId);
  if (!user) throw unauthorized();
  const updated = await updateProfile(user, req.body);
  return success({ ...accountView(updated), message: 'Profile updated successfully.' });
});
