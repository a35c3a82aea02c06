import { paymentStatusOf, type OrderActor, type OrderRecord, type PaymentDetails } from '../orders';
import type { PaymentChange } from './payment-change';

/** This payment of the provider's is already on the order (a repeated notification). */
const alreadyRecorded = (order: OrderRecord, paymentId: string) =>
  order.payment?.paymentId === paymentId ||
  (order.history ?? []).some((e) => e.kind === 'refund_due' && e.note === paymentId);

/**
 * What a provider's verified report of a payment does, decided from the order as stored (so repeats and any order of
 * arrival give the same end): it pays an order that is waiting (once); for an order that already ended (expired or
 * canceled) it is recorded as paid late and flagged for refund (decision 0025); a second payment of a paid order
 * (another payment id) keeps the first and flags the second; a repeat changes nothing.
 */
export function paymentSucceeded(
  order: OrderRecord,
  payment: PaymentDetails,
  by: OrderActor,
  at: string,
): PaymentChange | null {
  const current = paymentStatusOf(order);
  const waiting = current === 'unpaid' || current === 'failed';
  const note = payment.paymentId;
  if (waiting && order.status !== 'canceled')
    return { paymentStatus: 'paid', payment, events: [{ at, kind: 'paid', by, from: current, to: 'paid', note }] };
  if (current === 'expired' || (waiting && order.status === 'canceled'))
    return {
      paymentStatus: 'refund_due',
      payment,
      events: [{ at, kind: 'refund_due', by, from: current, to: 'refund_due', note }],
    };
  if (current === 'paid' && !alreadyRecorded(order, note))
    return { paymentStatus: 'paid', events: [{ at, kind: 'refund_due', by, from: current, to: 'paid', note }] };
  return null;
}

/** A provider's report that a payment failed marks only an order still unpaid failed (it never undoes a payment). */
export function paymentFailed(order: OrderRecord, by: OrderActor, at: string, note?: string): PaymentChange | null {
  const current = paymentStatusOf(order);
  if (current !== 'unpaid') return null;
  return { paymentStatus: 'failed', events: [{ at, kind: 'payment_failed', by, from: current, to: 'failed', note }] };
}
