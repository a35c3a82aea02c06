import type { OrderRecord } from '../orders/order-record';
import { expireUnpaidOrders } from './expire-unpaid';
import { sendPaymentMails } from './payment-mail';

/** One run of the expiry, as the schedule (cloud) and the timer (local shop) do it: end overdue orders, mail each customer. */
export async function runPaymentExpiry(requestId: string, now = new Date()): Promise<OrderRecord[]> {
  const ended = await expireUnpaidOrders(now);
  for (const { order, events } of ended) await sendPaymentMails(order, events, requestId);
  return ended.map((e) => e.order);
}
