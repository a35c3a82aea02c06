import { orderQueueRank } from '../../../shared/rules/orders';
import { queryAll } from '../../lib/query-all';
import { indexQuery } from '../../lib/table';
import { orderKeys, paymentStatusOf, statusChangeEvents, toOrder, type OrderActor, type OrderRecord } from '../orders';
import type { PaymentChange } from './payment-change';
import { isOverdue } from './payability';

const SHOP: OrderActor = { kind: 'system' };

/** The expiry of an order whose payment window has closed (null: it is not overdue, or no longer). */
export function expiryOf(order: OrderRecord, now: Date): PaymentChange | null {
  if (!isOverdue(order, now)) return null;
  const at = now.toISOString();
  return {
    paymentStatus: 'expired',
    status: 'canceled',
    events: [
      { at, kind: 'expired', by: SHOP, from: paymentStatusOf(order), to: 'expired' },
      ...statusChangeEvents(order, order.status, 'canceled', SHOP, at),
    ],
  };
}

/** Pending card orders past their deadline (pending orders sit in their own rank of the shop's order index). */
export async function overdueOrders(now: Date): Promise<OrderRecord[]> {
  const query = indexQuery('GSI2', orderKeys.ordersIndex, {
    beginsWith: orderKeys.ordersOfRank(orderQueueRank('pending')),
  });
  const items = await queryAll({
    ...query,
    FilterExpression: 'paymentMethod = :card AND paymentDeadline <= :now',
    ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ':card': 'CARD', ':now': now.toISOString() },
  });
  return items.map(toOrder).filter((o) => isOverdue(o, now));
}
