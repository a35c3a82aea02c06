import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/clients';
import { queryAll } from '../../lib/query-all';
import { indexQuery, recordOf } from '../../lib/table';
import { keys } from '../keys';
import type { ReturnRecord } from './return-record';

const toReturn = (item: Record<string, unknown>) => recordOf<ReturnRecord>(item);

/** The item a return is stored as, with the shop's and the customer's index keys. */
export function returnItem(record: ReturnRecord) {
  return {
    ...keys.orderReturn(record.orderId, record.id),
    ...keys.returnInShop(record.id),
    ...keys.returnOfCustomer(record.userId, record.createdAt, record.id),
    type: 'return',
    ...record,
  };
}

/** A return of an order, read consistently (every change is conditional on what was read). */
export async function getReturn(orderId: number, id: number): Promise<ReturnRecord | null> {
  const out = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.orderReturn(orderId, id), ConsistentRead: true }),
  );
  return out.Item ? toReturn(out.Item) : null;
}

/** A return by its id: the shop's index says which order holds it, then the item itself is read consistently. */
export async function returnById(id: number): Promise<ReturnRecord | null> {
  const sortKey = keys.returnIdSortKey(id);
  const [found] = await queryAll(indexQuery('GSI2', keys.returnsIndex, { between: [sortKey, sortKey] }));
  return found ? getReturn(Number(found.orderId), id) : null;
}

/** Every return of one order, oldest first, and the order's guard item (one consistent Query of its partition). */
export async function returnsOfOrder(
  orderId: number,
): Promise<{ returns: ReturnRecord[]; made: number; received: boolean }> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :guard AND :last',
    ExpressionAttributeValues: {
      ':pk': keys.orderPartition(orderId),
      ':guard': keys.orderReturnPrefix,
      ':last': keys.orderReturnsGuard(orderId).SK,
    },
    ConsistentRead: true,
  });
  const guard = items.find((i) => i.SK === keys.orderReturnsGuard(orderId).SK);
  return {
    returns: items.filter((i) => i !== guard).map(toReturn),
    made: Number(guard?.made ?? 0),
    received: guard?.receivedAt !== undefined,
  };
}

/** A customer's returns, newest first. */
export async function returnsOfCustomer(userId: number): Promise<ReturnRecord[]> {
  const items = await queryAll({ ...indexQuery('GSI1', keys.returnsOfCustomer(userId)), ScanIndexForward: false });
  return items.map(toReturn);
}

/** Every return in the shop, newest first (the back-office list; a shop has hundreds, not millions). */
export async function allReturns(): Promise<ReturnRecord[]> {
  const items = await queryAll({ ...indexQuery('GSI2', keys.returnsIndex), ScanIndexForward: false });
  return items.map(toReturn);
}

/** Every return in the shop by the order it belongs to, oldest first (the CSV export). */
export async function returnsByOrder(): Promise<Map<number, ReturnRecord[]>> {
  const out = new Map<number, ReturnRecord[]>();
  for (const r of (await allReturns()).reverse()) out.set(r.orderId, [...(out.get(r.orderId) ?? []), r]);
  return out;
}
