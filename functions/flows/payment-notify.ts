import { decideNotification, verifiedNotification } from '../domain/payments';
import { changePayment } from './payment-change';
import { sendPaymentMessages } from './payment-mails';

/**
 * PayHere's notification (POST /v2/payhere/notify): verified against the order, applied to it with its stock and
 * the aggregates, then followed by its mails. Answers whether anything changed.
 */
export async function recordPaymentNotification(form: Record<string, unknown>): Promise<{ changed: boolean }> {
  const { n, order } = await verifiedNotification(form);
  const result = await changePayment(order.id, (current) => decideNotification(n, current, new Date().toISOString()));
  if (result.changed) await sendPaymentMessages(result.order, result.events);
  return { changed: result.changed };
}
