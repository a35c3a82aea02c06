import { orderLinkPath } from '../../../shared/rules/guest-orders';
import { smsNumber } from '../../../shared/rules/phone-numbers';
import { config } from '../../lib/config';
import { guestOrderLinkMail } from '../../domain/mail';
import { mailChannel, sendMessage, smsChannel } from '../../domain/messages';
import { orderPhone, pathForOrder, type OrderRecord } from '../../domain/orders';
import { guestOrderLinkSms } from '../../domain/sms';

/**
 * A guest order's page under the shop's address: `/order/<order_number>?t=<token>` (issue 32), under `/si` or `/ta`
 * for an order in Sinhala or Tamil (issue 34), as Order complete's sentence, the mails and SMS give it.
 */
export const linkOf = (order: Pick<OrderRecord, 'id' | 'language'>, token: string) =>
  `${config().PUBLIC_BASE_URL}${pathForOrder(order, orderLinkPath(order.id, token))}`;

/** Sends a guest their order's link: by mail, and by SMS where the phone takes one. */
export async function sendGuestOrderLink(order: OrderRecord, orderLink: string): Promise<void> {
  const phone = smsNumber(orderPhone(order));
  const fields = { order_id: order.id };
  await Promise.all([
    sendMessage(mailChannel, guestOrderLinkMail(order, orderLink), fields),
    phone ? sendMessage(smsChannel, { to: phone, text: guestOrderLinkSms(order, orderLink) }, fields) : undefined,
  ]);
}
