import { notificationsGet } from '../../../shared/routes/entries/account-notifications-get';
import { mayReach } from '../../domain/messages';
import { getUser } from '../../domain/users';
import { unauthorized } from '../../lib/errors';
import { success } from '../../lib/responses';
import { httpHandler } from '../http';

/** GET /v2/user/notifications: whether the customer gets order SMS (on unless they turned it off). */
export const handler = httpHandler(notificationsGet, async (req) => {
  const user = await getUser(req.session.userId);
  if (!user) throw unauthorized();
  return success({ data: { order_sms: await mayReach({ userId: user.id, user }, 'sms', 'order-update') } });
});
