import { notificationsGet } from '../../../shared/routes/entries/account-notifications-get';
import { messageChoicesView } from '../../domain/messages';
import { getUser } from '../../domain/users';
import { unauthorized } from '../../lib/errors';
import { success } from '../../lib/responses';
import { httpHandler } from '../http';

/** GET /v2/user/notifications: the customer's order updates channel and marketing switches (order SMS as before). */
export const handler = httpHandler(notificationsGet, async (req) => {
  const user = await getUser(req.session.userId);
  if (!user) throw unauthorized();
  return success({ data: await messageChoicesView(user) });
});
