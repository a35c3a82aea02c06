import { PAYABLE_STATUSES } from '../../../shared/rules/payments';
import { paymentStatusOf, type OrderRecord } from '../orders';
import { paymentMethodOf } from './methods/registry';

/** An order that waits for its money (by default unpaid, or its last attempt failed) and is still pending. */
const awaitsPayment = (order: OrderRecord) =>
  order.status === 'pending' &&
  (paymentMethodOf(order.paymentMethod).waitingStatuses ?? PAYABLE_STATUSES).includes(paymentStatusOf(order));

const deadlineOf = (order: OrderRecord) => (order.paymentDeadline ? Date.parse(order.paymentDeadline) : 0);

/** It can still be paid: its method may be paid again, it awaits payment, and it is inside its window. */
export const isPayable = (order: OrderRecord, now: Date) =>
  paymentMethodOf(order.paymentMethod).canPayAgain && awaitsPayment(order) && deadlineOf(order) > now.getTime();

/** Its window closed while it still waited, and its method's unpaid orders expire: the expiry ends it. */
export const isOverdue = (order: OrderRecord, now: Date) =>
  paymentMethodOf(order.paymentMethod).expiresUnpaid && awaitsPayment(order) && deadlineOf(order) <= now.getTime();

/** It waits for the customer's money now (a card paid again, a bank slip sent): pending, waiting, window open. */
export const awaitsCustomerPayment = (order: OrderRecord, now: Date) =>
  awaitsPayment(order) && (!order.paymentDeadline || deadlineOf(order) > now.getTime());
