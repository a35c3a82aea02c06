import { PAYABLE_STATUSES } from '../../../shared/rules/payments';
import { paymentStatusOf, type OrderRecord } from '../orders';

/** A card order that waits for its money (unpaid, or its last attempt failed) and is still pending. */
export const awaitsPayment = (order: OrderRecord) =>
  order.paymentMethod === 'CARD' && order.status === 'pending' && PAYABLE_STATUSES.includes(paymentStatusOf(order));

const deadlineOf = (order: OrderRecord) => (order.paymentDeadline ? Date.parse(order.paymentDeadline) : 0);

/** It can still be paid: awaiting payment and inside its window. */
export const isPayable = (order: OrderRecord, now: Date) => awaitsPayment(order) && deadlineOf(order) > now.getTime();

/** Its window closed while it still waited: the expiry ends it. */
export const isOverdue = (order: OrderRecord, now: Date) => awaitsPayment(order) && deadlineOf(order) <= now.getTime();
