import { accountGet } from '../../../shared/routes/entries/account-get';
import { getUser, accountView } from '../../domain/users';
import { unauthorized } from '../../lib/errors';
import { httpHandler } from '../http';
import { json } from '../../lib/responses';

/** A7 GET /v2/user/: the user object itself, flat, with no wrapper. */
export const handler = httpHandler(accountGet, async (req) => {
  const user = await getUser(req.session.userId);
  if (!user) throw unauthorized();
  return json(200, accountView(user));
});
