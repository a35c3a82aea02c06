import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { orderQueueRank } from '../../../shared/rules/orders';
import { db, tableName } from '../../lib/clients';
import { queryAll } from '../../lib/query-all';
import { indexQuery, recordOf } from '../../lib/table';
import { orderKeys } from './order-keys';
import type { OrderRecord } from './order-record';

export const toOrder = (item: Record<string, unknown>) => recordOf<OrderRecord>(item);

/** The item an order is stored as, with its index keys (a guest's order is in no account's list until claimed). */
export function orderItem(order: OrderRecord) {
  return {
    ...orderKeys.order(order.id),
    ...(order.userId !== undefined ? orderKeys.orderOfCustomer(order.userId, order.createdAt, order.id) : {}),
    ...orderKeys.orderInShop(orderQueueRank(order.status), order.createdAt, order.id),
    type: 'order',
    ...order,
  };
}

export async function getOrder(id: number): Promise<OrderRecord | null> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: orderKeys.order(id) }));
  return out.Item ? toOrder(out.Item) : null;
}

/** A customer's orders, newest first (one Query of GSI1, paged past 1 MB only). */
export async function ordersOfCustomer(userId: number): Promise<OrderRecord[]> {
  const items = await queryAll({ ...indexQuery('GSI1', orderKeys.ordersOfCustomer(userId)), ScanIndexForward: false });
  return items.map(toOrder);
}
