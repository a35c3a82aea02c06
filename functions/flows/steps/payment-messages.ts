import { log } from '../../lib/log';
import { orderConfirmationMail, paymentAlertMail, paymentExpiredMail, paymentFailedMail } from '../../domain/mail';
import { countMessageFailed, mailChannel, sendMessage, type Mail } from '../../domain/messages';
import type { OrderEvent, OrderRecord } from '../../domain/orders';
import { orderPlacedSms } from '../../domain/sms';
import { usersOfType } from '../../domain/users';
import { sendOrderText } from './order-update-text';

/**
 * The mails that follow a payment change, by what happened: the order confirmation once a card order is paid, a
 * note when a payment failed or the window closed, and an alert to every admin for a charge-back or money that must
 * be refunded. They go on the outbox like the other order mails; a failure is logged and the payment change it
 * follows stays.
 */
async function mailsFor(order: OrderRecord, events: OrderEvent[]): Promise<Mail[]> {
  const mails: Mail[] = [];
  for (const event of events) {
    if (event.kind === 'paid') mails.push(orderConfirmationMail(order));
    if (event.kind === 'payment_failed') mails.push(paymentFailedMail(order));
    if (event.kind === 'expired') mails.push(paymentExpiredMail(order));
    if (event.kind === 'charged_back' || event.kind === 'refund_due') {
      const what = event.kind;
      mails.push(...(await usersOfType('admin')).map((admin) => paymentAlertMail(order, admin.email, what)));
    }
  }
  return mails;
}

/**
 * The mails of a payment change, and a paid card order's SMS (the cash order's goes when it is placed): an order is
 * confirmed by SMS when it is confirmed by mail.
 */
export async function sendPaymentMessages(order: OrderRecord, events: OrderEvent[]): Promise<void> {
  if (events.some((e) => e.kind === 'paid')) await sendOrderText(order, orderPlacedSms(order));
  try {
    await Promise.all((await mailsFor(order, events)).map((mail) => sendMessage(mailChannel, mail)));
  } catch (error) {
    log.error('payment mail failed', error, { order_id: order.id });
    countMessageFailed(mailChannel.name);
  }
}
