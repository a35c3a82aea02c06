import { confirmPagePath } from '../../../shared/rules/cod-confirmation';
import { smsNumber } from '../../../shared/rules/phone-numbers';
import { config } from '../../lib/config';
import { codConfirmMail } from '../../domain/mail';
import { mailChannel, mayReach, sendMessage, smsChannel } from '../../domain/messages';
import { orderPhone, type OrderRecord } from '../../domain/orders';
import { codConfirmSms } from '../../domain/sms';
import type { UserRecord } from '../../domain/users';

/**
 * Sends a new cash order's confirmation link and code (issue 31): by SMS to the order's phone, or by mail where the
 * phone cannot take one (not a Sri Lankan mobile) or the customer turned order SMS off. Never throws.
 */
export async function askCodConfirmation(
  order: OrderRecord,
  secrets: { token: string; code: string },
  customer?: UserRecord,
): Promise<void> {
  const link = `${config().PUBLIC_BASE_URL}${confirmPagePath(secrets.token)}`;
  const phone = smsNumber(orderPhone(order));
  const texted = phone !== null && (await mayReach({ userId: order.userId, user: customer }, 'sms', 'order-update'));
  const fields = { order_id: order.id };
  if (texted) await sendMessage(smsChannel, { to: phone, text: codConfirmSms(order, link, secrets.code) }, fields);
  else await sendMessage(mailChannel, codConfirmMail(order, link, secrets.code), fields);
}
