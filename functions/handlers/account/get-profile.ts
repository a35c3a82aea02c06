import { getUser } from '../../domain/users/users-repo';
import { profileView } from '../../domain/users/user-record';
import { unauthorized } from '../../lib/errors';
import { httpHandler, type AuthedRequest } from '../http';
import { json } from '../../lib/responses';

/** A7 GET /v2/user/: the user object itself, flat, with no wrapper. */
export const handler = httpHandler<AuthedRequest>('account-get', async (req) => {
  const user = await getUser(req.session.userId);
  if (!user) throw unauthorized();
  return json(200, profileView(user));
});
