import { notificationsUpdate } from '../../../shared/routes/entries/account-notifications-update';
import { notificationMessages } from '../../../shared/validation/notifications';
import { setOrderSms } from '../../domain/users';
import { unauthorized } from '../../lib/errors';
import { success } from '../../lib/responses';
import { httpHandler } from '../http';

/** PUT /v2/user/notifications: stores the customer's order SMS switch on their account. */
export const handler = httpHandler(notificationsUpdate, async (req) => {
  const on = req.body.order_sms;
  if (!(await setOrderSms(req.session.userId, on))) throw unauthorized();
  return success({
    message: notificationMessages.saved,
    data: { order_sms: on },
  });
});
