import { tableName } from '../../lib/clients';
import type { OrderStatus } from '../../../shared/rules/orders';
import type { OrderRecord } from '../orders';
import { dayItemFor, SHARD_WRITES, totalsItemFor } from './counter-shards';
import {
  counterDelta,
  orderChangeDelta,
  orderDay,
  RETURNED_COUNTER,
  totalsOnly,
  type Counters,
} from './order-counters';

/**
 * One `ADD` update of counters on an aggregate item; ADD creates missing items and counters at zero. The item also
 * counts its writes, so a shard can be folded away only if nothing moved it meanwhile (stats-fold.ts).
 */
export function addCounters(key: { PK: string; SK: string }, counters: Counters) {
  const all: Counters = { ...counters, [SHARD_WRITES]: 1 };
  const names = Object.keys(all);
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: `ADD ${names.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#c${i}`, n])),
      ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:c${i}`, all[n]])),
    },
  };
}

/**
 * Transaction actions that keep the aggregates in step with an order that is placed (from null) or changes status:
 * the order's shard of its day and of the running totals, never an item every order writes (decision 0059). They go
 * into the same transaction as the order write, so the dashboard never counts an order that was not written, nor
 * misses one that was.
 */
export function statsActions(order: OrderRecord, from: OrderStatus | null, to: OrderStatus | null, now = new Date()) {
  return counterActions(order, counterDelta(order, from, to), now);
}

/** The same for a change of payment (a card order paid, or expired): the order as it was and as it will be. */
export function orderChangeStatsActions(before: OrderRecord, after: OrderRecord) {
  return counterActions(before, orderChangeDelta(before, after));
}

function counterActions(order: OrderRecord, delta: Counters, now = new Date()) {
  const totals = totalsOnly(delta);
  return [
    ...(Object.keys(delta).length ? [addCounters(dayItemFor(order.id, orderDay(order), now), delta)] : []),
    ...(Object.keys(totals).length ? [addCounters(totalsItemFor(order.id), totals)] : []),
  ];
}

/**
 * The dashboard's Return Orders (decision 0061): an order's first received return adds 1 to its day's shard, in the
 * return's own transaction (the returns area's guard makes it the first exactly once).
 */
export function returnedOrderStatsAction(order: OrderRecord, now = new Date()) {
  return addCounters(dayItemFor(order.id, orderDay(order), now), { [RETURNED_COUNTER]: 1 });
}
