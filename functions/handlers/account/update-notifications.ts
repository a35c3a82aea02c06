import { notificationsUpdate } from '../../../shared/routes/entries/account-notifications-update';
import { notificationMessages } from '../../../shared/validation/notifications';
import { messageChoicesView } from '../../domain/messages';
import { saveMessageChoices } from '../../domain/users';
import { unauthorized } from '../../lib/errors';
import { success } from '../../lib/responses';
import { httpHandler } from '../http';

/**
 * PUT /v2/user/notifications: stores the switches sent, each with when and `profile` as where (decision 0081); the
 * order SMS switch is the order updates channel `sms` or `none`. Answers every setting as it now is.
 */
export const handler = httpHandler(notificationsUpdate, async (req) => {
  const { order_sms, marketing_email, marketing_sms, marketing_whatsapp, order_updates_channel } = req.body;
  const orderUpdates = order_updates_channel ?? (order_sms === undefined ? undefined : order_sms ? 'sms' : 'none');
  const marketing = Object.fromEntries(
    Object.entries({ mail: marketing_email, sms: marketing_sms, whatsapp: marketing_whatsapp }).filter(
      ([, on]) => on !== undefined,
    ),
  );
  const user = await saveMessageChoices(req.session.userId, { marketing, orderUpdates }, 'profile');
  if (!user) throw unauthorized();
  return success({ message: notificationMessages.saved, data: await messageChoicesView(user) });
});
