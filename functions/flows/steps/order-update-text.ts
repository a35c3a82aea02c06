import { log } from '../../lib/log';
import { countMessageFailed, mayReach, sendMessage, smsChannel, whatsAppChannel } from '../../domain/messages';
import { orderPhone, type OrderRecord } from '../../domain/orders';
import type { UserRecord } from '../../domain/users';

/**
 * Sends an order update's text to the order's phone (the one given at checkout) through the outbox, by the channel
 * its customer chose in My Profile: SMS (the default), WhatsApp (the approved order update template, the SMS's words
 * as its parameter; decision 0082), or none. Never throws: the order change it follows stands without it. A caller
 * that has just read the customer (checkout) hands them in, which saves the read.
 */
export async function sendOrderText(order: OrderRecord, text: string, customerRead?: UserRecord): Promise<void> {
  const recipient = { userId: order.userId, user: customerRead };
  const fields = { order_id: order.id };
  try {
    if (await mayReach(recipient, 'sms', 'order-update'))
      return await sendMessage(smsChannel, { to: orderPhone(order), text }, fields);
    if (await mayReach(recipient, 'whatsapp', 'order-update'))
      return await sendMessage(
        whatsAppChannel,
        { to: orderPhone(order), template: 'order_update', parameters: [text] },
        fields,
      );
    log.info('sms skipped: the customer turned order SMS off', fields);
  } catch (error) {
    log.error('order sms failed', error, fields);
    countMessageFailed(smsChannel.name);
  }
}
