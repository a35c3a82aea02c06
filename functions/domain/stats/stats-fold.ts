import { addDays, colomboDate } from '../../../shared/rules/dates';
import { tableName } from '../../lib/clients';
import { queryAll, type Item } from '../../lib/query-all';
import { commitTransaction, TransactionLostRace, type TransactionAction } from '../../lib/transaction';
import { statsKeys } from './stats-keys';
import { SHARD_WRITES } from './counter-shards';
import { addCounters } from './stats-actions';
import { countersOf, sumCounters } from './stats-repo';

/** Closed days looked at by each fold, so a missed run or two is caught up. */
const FOLD_DAYS = 3;

/**
 * Folds the shards of the last closed days into each day's single item (decision 0059), so a year of dashboard reads
 * stays one item a day. One transaction per day adds the shards' sum to the day's item and deletes each shard only if
 * its write count is still the one read: a write that slipped in meanwhile fails it whole, and the next run folds
 * again. The figures are the same before and after. Returns the days folded.
 */
export async function foldClosedDays(now = new Date()): Promise<string[]> {
  const today = colomboDate(now);
  const folded: string[] = [];
  for (let back = FOLD_DAYS; back >= 1; back--) {
    const day = addDays(today, -back);
    if (await foldDay(day)) folded.push(day);
  }
  return folded;
}

async function foldDay(day: string): Promise<boolean> {
  return foldShards(day, await shardsOfDay(day));
}

/** A day's shards as they are now. */
export const shardsOfDay = (day: string): Promise<Item[]> =>
  queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': statsKeys.statsPartition, ':prefix': statsKeys.statsDayShardPrefix(day) },
    ConsistentRead: true,
  });

/** Folds the shards as read into the day's item; false (nothing changed) if none, or if one moved since. */
export async function foldShards(day: string, shards: Item[]): Promise<boolean> {
  if (shards.length === 0) return false;
  const deletes: TransactionAction[] = shards.map((shard) => ({
    write: {
      Delete: {
        TableName: tableName(),
        Key: { PK: shard.PK, SK: shard.SK },
        ConditionExpression: '#w = :w',
        ExpressionAttributeNames: { '#w': SHARD_WRITES },
        ExpressionAttributeValues: { ':w': shard[SHARD_WRITES] },
      },
    },
    whenConditionFails: () => new TransactionLostRace(),
  }));
  try {
    await commitTransaction([
      { write: addCounters(statsKeys.statsDay(day), sumCounters(shards.map(countersOf))) },
      ...deletes,
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionLostRace) return false;
    throw error;
  }
}
