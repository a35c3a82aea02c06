import type { PaymentNotifications } from '../../domain/payments';
import { changePayment } from '../steps/payment-change';
import { sendPaymentMessages } from '../steps/payment-messages';

/**
 * A payment provider's notification (PayHere's: POST /v2/payhere/notify): verified by its method against the order,
 * applied to it with its stock and the aggregates, then followed by its mails. Answers whether anything changed.
 */
export async function recordPaymentNotification(
  notifications: PaymentNotifications,
  form: Record<string, unknown>,
): Promise<{ changed: boolean }> {
  const { order, decide } = await notifications.verify(form);
  const result = await changePayment(order.id, (current) => decide(current, new Date().toISOString()));
  if (result.changed) await sendPaymentMessages(result.order, result.events);
  return { changed: result.changed };
}
