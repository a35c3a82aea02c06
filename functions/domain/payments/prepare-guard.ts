import { paymentStatusOf, type OrderRecord } from '../orders';
import { paymentMethodOf } from './methods/registry';
import { notPaidToPrepare } from './payment-errors';

/** Refuses, with its method's words, to send on its way an order its method wants paid first (issue 31). */
export function refuseUnlessPaidToPrepare(order: OrderRecord): void {
  const refusal = paymentMethodOf(order.paymentMethod).notPaidToPrepare;
  if (refusal && paymentStatusOf(order) !== 'paid') throw notPaidToPrepare(refusal);
}
