import { notFound } from '../shop-errors';
import { notPayable } from './payment-errors';
import { paymentStatusOf, type OrderRecord, getOrder } from '../orders';
import type { PaymentMethodPlugin } from './methods/method';
import { isPayable } from './payability';
import { notFoundMessages } from '../../../shared/api/not-found';

export const ORDER_NOT_FOUND = notFoundMessages.order;

/** A customer's own order paid with `method`, or a 404 that says nothing about orders of others. */
export async function ownOrderPaidWith(
  method: PaymentMethodPlugin,
  userId: number,
  orderId: number,
): Promise<OrderRecord> {
  const order = await getOrder(orderId);
  if (!order || order.userId !== userId || order.paymentMethod !== method.id) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** The order, if it can still be paid now (waiting for money, still pending, window open); else a 409. */
export async function payableOrder(
  method: PaymentMethodPlugin,
  userId: number,
  orderId: number,
  now = new Date(),
): Promise<OrderRecord> {
  const order = await ownOrderPaidWith(method, userId, orderId);
  if (!isPayable(order, now)) throw notPayable();
  return order;
}

/** What the SPA shows after a provider's payment dialog (PayHere's) and in My Orders. */
export function paymentView(order: OrderRecord, now = new Date()) {
  return {
    order_id: order.id,
    payment_method: order.paymentMethod,
    payment_status: paymentStatusOf(order),
    payment_deadline: order.paymentDeadline ?? null,
    can_retry: isPayable(order, now),
    status: order.status,
    tracking: order.tracking ?? null,
  };
}

/** A guest's order its link opened (issue 32), if its method may be paid again and it can still be paid now; else 409. */
export function payableLinkedOrder(order: OrderRecord, now = new Date()): OrderRecord {
  if (!isPayable(order, now)) throw notPayable();
  return order;
}
