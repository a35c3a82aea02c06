import { queryAll } from '../../lib/query-all';
import { statsKeys } from './stats-keys';
import { SHARD_WRITES } from './counter-shards';
import type { Counters } from './order-counters';

export interface DayCounters {
  day: string;
  counters: Counters;
}

export function countersOf(item: Record<string, unknown>): Counters {
  const out: Counters = {};
  for (const [name, value] of Object.entries(item))
    if (typeof value === 'number' && name !== SHARD_WRITES) out[name] = value;
  return out;
}

/**
 * The days from `firstDay` to `lastDay` (YYYY-MM-DD, inclusive), each the sum of its items: one Query of a closed
 * day's single item and the open day's shards (decision 0059), at most 366 + 16 small items for a year.
 */
export async function readDays(firstDay: string, lastDay: string): Promise<DayCounters[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': statsKeys.statsPartition,
      ':from': statsKeys.statsDaySortKey(firstDay),
      ':to': `${statsKeys.statsDayShardPrefix(lastDay)}~`,
    },
  });
  const byDay = new Map<string, Counters[]>();
  for (const item of items) {
    const day = String(item.SK).slice('DAY#'.length, 'DAY#YYYY-MM-DD'.length);
    byDay.set(day, [...(byDay.get(day) ?? []), countersOf(item)]);
  }
  return [...byDay].map(([day, list]) => ({ day, counters: sumCounters(list) }));
}

/** The running totals (all orders, and orders per status): the sum of their shards, and of the item before them. */
export async function readTotals(): Promise<Counters> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :totals)',
    ExpressionAttributeValues: { ':pk': statsKeys.statsPartition, ':totals': statsKeys.statsTotalsPrefix },
  });
  return sumCounters(items.map(countersOf));
}

export function sumCounters(list: Counters[]): Counters {
  const out: Counters = {};
  for (const counters of list)
    for (const [name, value] of Object.entries(counters)) out[name] = (out[name] ?? 0) + value;
  return out;
}
