import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/clients';
import { queryAll } from '../../lib/query-all';
import { indexQuery, recordOf } from '../../lib/table';
import { returnKeys } from './return-keys';
import { orderKeys } from '../orders';
import type { ReturnRecord } from './return-record';

const toReturn = (item: Record<string, unknown>) => recordOf<ReturnRecord>(item);

/** The item a return is stored as, with the shop's and the customer's index keys. */
export function returnItem(record: ReturnRecord) {
  return {
    ...returnKeys.orderReturn(record.orderId, record.id),
    ...returnKeys.returnInShop(record.id),
    ...(record.userId !== undefined ? returnKeys.returnOfCustomer(record.userId, record.createdAt, record.id) : {}),
    type: 'return',
    ...record,
  };
}

/** The order's guard item as a seed writes it: how many returns were made, and when the first was received. */
export function returnsGuardItem(orderId: number, made: number, receivedAt?: string) {
  return {
    ...returnKeys.orderReturnsGuard(orderId),
    type: 'returns-guard',
    made,
    ...(receivedAt ? { receivedAt } : {}),
  };
}

/** A return of an order, read consistently (every change is conditional on what was read). */
export async function getReturn(orderId: number, id: number): Promise<ReturnRecord | null> {
  const out = await db().send(
    new GetCommand({ TableName: tableName(), Key: returnKeys.orderReturn(orderId, id), ConsistentRead: true }),
  );
  return out.Item ? toReturn(out.Item) : null;
}

/** A return by its id: the shop's index says which order holds it, then the item itself is read consistently. */
export async function returnById(id: number): Promise<ReturnRecord | null> {
  const sortKey = returnKeys.returnIdSortKey(id);
  const [found] = await queryAll(indexQuery('GSI2', returnKeys.returnsIndex, { between: [sortKey, sortKey] }));
  return found ? getReturn(Number(found.orderId), id) : null;
}

/** Every return of one order, oldest first, and the order's guard item (one consistent Query of its partition). */
export async function returnsOfOrder(
  orderId: number,
): Promise<{ returns: ReturnRecord[]; made: number; received: boolean }> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :guard AND :last',
    ExpressionAttributeValues: {
      ':pk': orderKeys.orderPartition(orderId),
      ':guard': returnKeys.orderReturnPrefix,
      ':last': returnKeys.orderReturnsGuard(orderId).SK,
    },
    ConsistentRead: true,
  });
  const guard = items.find((i) => i.SK === returnKeys.orderReturnsGuard(orderId).SK);
  return {
    returns: items.filter((i) => i !== guard).map(toReturn),
    made: Number(guard?.made ?? 0),
    received: guard?.receivedAt !== undefined,
  };
}

/** A customer's returns, newest first. */
export async function returnsOfCustomer(userId: number): Promise<ReturnRecord[]> {
  const items = await queryAll({
    ...indexQuery('GSI1', returnKeys.returnsOfCustomer(userId)),
    ScanIndexForward: false,
  });
  return items.map(toReturn);
}

/** Every return in the shop, newest first (the back-office list; a shop has hundreds, not millions). */
export async function allReturns(): Promise<ReturnRecord[]> {
  const items = await queryAll({ ...indexQuery('GSI2', returnKeys.returnsIndex), ScanIndexForward: false });
  return items.map(toReturn);
}

/** Every return in the shop by the order it belongs to, oldest first (the CSV export). */
export async function returnsByOrder(): Promise<Map<number, ReturnRecord[]>> {
  const out = new Map<number, ReturnRecord[]>();
  for (const r of (await allReturns()).reverse()) out.set(r.orderId, [...(out.get(r.orderId) ?? []), r]);
  return out;
}
