/** Where the daily aggregates are in the table (decisions 0007, 0068): one item per Colombo day, and running totals. */
export const statsKeys = {
  statsDay: (day: string) => ({ PK: 'STATS', SK: `DAY#${day}` }),
  statsPartition: 'STATS',
  statsDaySortKey: (day: string) => `DAY#${day}`,
  statsTotals: { PK: 'STATS', SK: 'TOTALS' },
  /** Shards of the open day's item and of the totals (decision 0059): an order writes the one its id picks. */
  statsDayShard: (day: string, shard: number) => ({ PK: 'STATS', SK: `DAY#${day}#${String(shard).padStart(2, '0')}` }),
  statsDayShardPrefix: (day: string) => `DAY#${day}#`,
  statsTotalsShard: (shard: number) => ({ PK: 'STATS', SK: `TOTALS#${String(shard).padStart(2, '0')}` }),
  statsTotalsPrefix: 'TOTALS',
} as const;
