import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/clients';
import { queryAll } from '../../lib/query-all';
import { keys } from '../keys';
import type { Counters } from './order-counters';

export interface DayCounters {
  day: string;
  counters: Counters;
}

function countersOf(item: Record<string, unknown>): Counters {
  const out: Counters = {};
  for (const [name, value] of Object.entries(item)) if (typeof value === 'number') out[name] = value;
  return out;
}

/** The day items from `firstDay` to `lastDay` (YYYY-MM-DD, inclusive): one Query of at most 366 small items. */
export async function readDays(firstDay: string, lastDay: string): Promise<DayCounters[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': keys.statsPartition,
      ':from': keys.statsDaySortKey(firstDay),
      ':to': keys.statsDaySortKey(lastDay),
    },
  });
  return items.map((item) => ({ day: String(item.SK).slice('DAY#'.length), counters: countersOf(item) }));
}

/** The running totals: all orders, and orders per status. */
export async function readTotals(): Promise<Counters> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.statsTotals }));
  return out.Item ? countersOf(out.Item) : {};
}

export function sumCounters(list: Counters[]): Counters {
  const out: Counters = {};
  for (const counters of list)
    for (const [name, value] of Object.entries(counters)) out[name] = (out[name] ?? 0) + value;
  return out;
}
