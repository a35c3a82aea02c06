import type { NotificationSettings } from '../../../shared/api/notifications';
import { orderUpdatesChannelOf, type UserRecord } from '../users';
import { mayReach } from './consent';

/** A customer's message choices as `GET|PUT /v2/user/notifications` answer them, read through consent.ts's rules. */
export async function messageChoicesView(user: UserRecord): Promise<NotificationSettings> {
  const recipient = { userId: user.id, user };
  const [orderSms, email, sms, whatsapp] = await Promise.all([
    mayReach(recipient, 'sms', 'order-update'),
    mayReach(recipient, 'mail', 'marketing'),
    mayReach(recipient, 'sms', 'marketing'),
    mayReach(recipient, 'whatsapp', 'marketing'),
  ]);
  return {
    order_sms: orderSms,
    marketing_email: email,
    marketing_sms: sms,
    marketing_whatsapp: whatsapp,
    order_updates_channel: orderUpdatesChannelOf(user),
  };
}
