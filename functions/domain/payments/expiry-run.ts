import { withRequestFields } from '../../lib/log';
import type { OrderRecord } from '../orders/order-record';
import { expireUnpaidOrders } from './expire-unpaid';
import { sendPaymentMails } from './payment-mail';

/**
 * One run of the expiry, as the schedule (cloud) and the timer (local shop) do it: end overdue orders, mail each
 * customer. Its log lines carry the run's id, like a request's.
 */
export function runPaymentExpiry(runId: string, now = new Date()): Promise<OrderRecord[]> {
  return withRequestFields({ request_id: runId, route: 'payment-expiry' }, async () => {
    const ended = await expireUnpaidOrders(now);
    for (const { order, events } of ended) await sendPaymentMails(order, events);
    return ended.map((e) => e.order);
  });
}
