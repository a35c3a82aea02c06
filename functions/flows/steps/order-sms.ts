import { log } from '../../lib/log';
import { countMessageFailed, mayReach, sendMessage, smsChannel } from '../../domain/messages';
import { orderPhone, type OrderRecord } from '../../domain/orders';
import type { UserRecord } from '../../domain/users';

/**
 * Texts the order's phone (the one given at checkout) through the outbox, unless its customer turned order SMS off
 * in My Profile. Never throws: the order change it follows stands without its SMS. A caller that has just read the
 * customer (checkout) hands them in, which saves the read.
 */
export async function sendOrderSms(order: OrderRecord, text: string, customerRead?: UserRecord): Promise<void> {
  try {
    if (!(await mayReach({ userId: order.userId, user: customerRead }, 'sms', 'order-update'))) {
      log.info('sms skipped: the customer turned order SMS off', { order_id: order.id });
      return;
    }
    await sendMessage(smsChannel, { to: orderPhone(order), text }, { order_id: order.id });
  } catch (error) {
    log.error('order sms failed', error, { order_id: order.id });
    countMessageFailed(smsChannel.name);
  }
}
