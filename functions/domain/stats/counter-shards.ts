import { colomboDate } from '../../../shared/rules/dates';
import { statsKeys } from './stats-keys';

/**
 * How many items the open day's counters and the running totals are spread over (decision 0059). Order ids come
 * one after the other, so up to this many checkouts at once write different items and never conflict there.
 */
export const STATS_SHARDS = 16;

/** Every write to a shard adds 1 here, so folding it away can be conditional on nothing having moved meanwhile. */
export const SHARD_WRITES = 'writes';

export const shardOf = (orderId: number) => orderId % STATS_SHARDS;

/**
 * The item an order's change adds to for its day: one of the day's shards while the day is open (checkouts and
 * payments come at the campaign's pace), the day's single item once it is closed (a late status change, an expiry
 * after midnight: a trickle), so a closed day's shards, once folded, never come back.
 */
export function dayItemFor(orderId: number, day: string, now: Date) {
  return day === colomboDate(now) ? statsKeys.statsDayShard(day, shardOf(orderId)) : statsKeys.statsDay(day);
}

export const totalsItemFor = (orderId: number) => statsKeys.statsTotalsShard(shardOf(orderId));
