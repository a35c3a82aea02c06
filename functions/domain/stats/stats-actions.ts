import { tableName } from '../../lib/clients';
import type { OrderStatus } from '../../../shared/rules/orders';
import { keys } from '../keys';
import type { OrderRecord } from '../orders';
import { counterDelta, orderChangeDelta, orderDay, totalsOnly, type Counters } from './order-counters';

/** One `ADD` update of counters on an aggregate item; ADD creates missing items and counters at zero. */
function addCounters(key: { PK: string; SK: string }, counters: Counters) {
  const names = Object.keys(counters);
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: `ADD ${names.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#c${i}`, n])),
      ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:c${i}`, counters[n]])),
    },
  };
}

/**
 * Transaction actions that keep the aggregates in step with an order that is placed (from null) or changes status:
 * the order's day item and the running totals. They go into the same transaction as the order write, so the
 * dashboard never counts an order that was not written, nor misses one that was.
 */
export function statsActions(order: OrderRecord, from: OrderStatus | null, to: OrderStatus | null) {
  return counterActions(order, counterDelta(order, from, to));
}

/** The same for a change of payment (a card order paid, or expired): the order as it was and as it will be. */
export function orderChangeStatsActions(before: OrderRecord, after: OrderRecord) {
  return counterActions(before, orderChangeDelta(before, after));
}

function counterActions(order: OrderRecord, delta: Counters) {
  const totals = totalsOnly(delta);
  return [
    ...(Object.keys(delta).length ? [addCounters(keys.statsDay(orderDay(order)), delta)] : []),
    ...(Object.keys(totals).length ? [addCounters(keys.statsTotals, totals)] : []),
  ];
}
