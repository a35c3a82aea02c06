import { orderQueueRank } from '../../../shared/rules/orders';
import { queryAll } from '../../lib/query-all';
import { indexQuery } from '../../lib/table';
import { keys } from '../keys';
import { statusChangeEvents } from '../orders/order-history';
import { paymentStatusOf, type OrderActor, type OrderEvent, type OrderRecord } from '../orders/order-record';
import { toOrder } from '../orders/orders-repo';
import { changePayment, type PaymentChange } from './payment-change';
import { isOverdue } from './payability';

const SHOP: OrderActor = { kind: 'system' };

function expiryOf(order: OrderRecord, now: Date): PaymentChange | null {
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
async function overdueOrders(now: Date): Promise<OrderRecord[]> {
  const query = indexQuery('GSI2', keys.ordersIndex, { beginsWith: keys.ordersOfRank(orderQueueRank('pending')) });
  const items = await queryAll({
    ...query,
    FilterExpression: 'paymentMethod = :card AND paymentDeadline <= :now',
    ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ':card': 'CARD', ':now': now.toISOString() },
  });
  return items.map(toOrder).filter((o) => isOverdue(o, now));
}

/**
 * Cancels every card order not paid within its window and gives its stock back, each in one conditional
 * transaction (payment-change), so the stock comes back exactly once even when a late success or a second sweep
 * races it. Returns the orders it ended. Runs on a schedule in the cloud and on a timer in the local shop.
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
