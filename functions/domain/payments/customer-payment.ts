import { notFound } from '../shop-errors';
import { notPayable } from './payment-errors';
import { paymentStatusOf, type OrderRecord, getOrder } from '../orders';
import { isPayable } from './payability';
import { notFoundMessages } from '../../../shared/api/not-found';

export const ORDER_NOT_FOUND = notFoundMessages.order;

/** A customer's own card order, or a 404 that says nothing about orders of others. */
export async function ownCardOrder(userId: number, orderId: number): Promise<OrderRecord> {
  const order = await getOrder(orderId);
  if (!order || order.userId !== userId || order.paymentMethod !== 'CARD') throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** The order, if it can still be paid now (waiting for money, still pending, window open); else a 409. */
export async function payableOrder(userId: number, orderId: number, now = new Date()): Promise<OrderRecord> {
  const order = await ownCardOrder(userId, orderId);
  if (!isPayable(order, now)) throw notPayable();
  return order;
}

/** What the SPA shows after PayHere's dialog and in My Orders. */
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
