import { profileUpdateSchema } from '../../../shared/validation/account';
import { updateProfile } from '../../domain/users/profile-update';
import { getUser } from '../../domain/users/users-repo';
import { profileView } from '../../domain/users/user-record';
import { unauthorized } from '../../lib/errors';
import { httpHandler, type AuthedRequest } from '../http';
import { success } from '../../lib/responses';
import { parseWith } from '../../lib/validate';

/** A8 PUT /v2/users and /v2/users/: partial update; `phone` and `mobile` are kept in step (contract 7.8). */
export const handler = httpHandler<AuthedRequest>('account-update', async (req) => {
  const changes = parseWith(profileUpdateSchema, req.body);
  const user = await getUser(req.session.userId);
  if (!user) throw unauthorized();
  const updated = await updateProfile(user, changes);
  return success({ ...profileView(updated), message: 'Profile updated successfully.' });
});
