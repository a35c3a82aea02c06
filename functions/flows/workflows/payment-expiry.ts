import { withRequestFields } from '../../lib/log';
import type { OrderEvent, OrderRecord } from '../../domain/orders';
import { expiryOf, overdueOrders } from '../../domain/payments';
import { foldClosedDays } from '../../domain/stats';
import { changePayment } from '../steps/payment-change';
import { sendPaymentMessages } from '../steps/payment-messages';

/**
 * Cancels every order whose method's unpaid orders expire (a card's) not paid within its window and gives its stock
 * back, each in one conditional transaction (steps/payment-change.ts), so the stock comes back exactly once even
 * when a late success or a second sweep races it. Returns the orders it ended. Runs on a schedule in the cloud and
 * on a timer in the local shop.
 */
export async function expireUnpaidOrders(
  now = new Date(),
): Promise<Array<{ order: OrderRecord; events: OrderEvent[] }>> {
  const ended: Array<{ order: OrderRecord; events: OrderEvent[] }> = [];
  for (const candidate of await overdueOrders(now)) {
    const result = await changePayment(candidate.id, (order) => expiryOf(order, now));
    if (result.changed) ended.push({ order: result.order, events: result.events });
  }
  return ended;
}

/**
 * One run of the expiry, as the schedule (cloud) and the timer (local shop) do it: end overdue orders, mail each
 * customer. Its log lines carry the run's id, like a request's. The same run folds the closed days' counter shards
 * (decision 0059): after the expiry, whose changes to yesterday's orders they may hold.
 */
export function runPaymentExpiry(runId: string, now = new Date()): Promise<OrderRecord[]> {
  return withRequestFields({ request_id: runId, route: 'payment-expiry' }, async () => {
    const ended = await expireUnpaidOrders(now);
    for (const { order, events } of ended) await sendPaymentMessages(order, events);
    await foldClosedDays(now);
    return ended.map((e) => e.order);
  });
}
