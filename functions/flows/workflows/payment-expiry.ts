import { withRequestFields } from '../../lib/log';
import type { OrderEvent, OrderRecord } from '../../domain/orders';
import { expiryOf, overdueOrders, unconfirmedExpiryOf, unconfirmedOverdueOrders } from '../../domain/payments';
import { codExpiredMail } from '../../domain/mail';
import { mailChannel, sendMessage } from '../../domain/messages';
import { codExpiredSms } from '../../domain/sms';
import { changeCodConfirmation } from '../steps/cod-confirmation-change';
import { sendOrderText } from '../steps/order-update-text';
import { foldClosedDays } from '../../domain/stats';
import { changePayment } from '../steps/payment-change';
import { sendPaymentMessages } from '../steps/payment-messages';

/**
 * Which overdue orders a sweep may end: every one (the schedule), or only some (a test on a shop that other tests use
 * at the same time, whose clock runs ahead of theirs).
 */
export type SweepScope = (orderId: number) => boolean;
const everyOrder: SweepScope = () => true;

/**
 * Cancels every order whose method's unpaid orders expire (a card's) not paid within its window and gives its stock
 * back, each in one conditional transaction (steps/payment-change.ts), so the stock comes back exactly once even
 * when a late success or a second sweep races it. Returns the orders it ended. Runs on a schedule in the cloud and
 * on a timer in the local shop.
 */
export async function expireUnpaidOrders(
  now = new Date(),
  inScope: SweepScope = everyOrder,
): Promise<Array<{ order: OrderRecord; events: OrderEvent[] }>> {
  const ended: Array<{ order: OrderRecord; events: OrderEvent[] }> = [];
  for (const candidate of await overdueOrders(now)) {
    if (!inScope(candidate.id)) continue;
    const result = await changePayment(candidate.id, (order) => expiryOf(order, now));
    if (result.changed) ended.push({ order: result.order, events: result.events });
  }
  return ended;
}

/**
 * Cancels every cash order still awaiting its confirmation when its window closed (issue 31) and gives its stock and
 * code use back, each in one conditional transaction (steps/cod-confirmation-change.ts), so a confirmation racing it
 * or a second sweep changes the order once. Returns the orders it ended.
 */
export async function expireUnconfirmedOrders(
  now = new Date(),
  inScope: SweepScope = everyOrder,
): Promise<OrderRecord[]> {
  const ended: OrderRecord[] = [];
  for (const candidate of await unconfirmedOverdueOrders(now)) {
    if (!inScope(candidate.id)) continue;
    const result = await changeCodConfirmation(candidate.id, (order) => unconfirmedExpiryOf(order, now));
    if (result.changed) ended.push(result.order);
  }
  return ended;
}

/**
 * One run of the expiry, as the schedule (cloud) and the timer (local shop) do it: end overdue orders, mail each
 * customer; then end cash orders not confirmed in time (issue 31), mailing and texting each customer. Its log lines carry the run's id, like a request's. The same run folds the closed days' counter shards
 * (decision 0059): after the expiry, whose changes to yesterday's orders they may hold.
 */
export function runPaymentExpiry(runId: string, now = new Date()): Promise<OrderRecord[]> {
  return withRequestFields({ request_id: runId, route: 'payment-expiry' }, async () => {
    const ended = await expireUnpaidOrders(now);
    for (const { order, events } of ended) await sendPaymentMessages(order, events);
    const unconfirmed = await expireUnconfirmedOrders(now);
    for (const order of unconfirmed)
      await Promise.all([sendMessage(mailChannel, codExpiredMail(order)), sendOrderText(order, codExpiredSms(order))]);
    await foldClosedDays(now);
    return [...ended.map((e) => e.order), ...unconfirmed];
  });
}
