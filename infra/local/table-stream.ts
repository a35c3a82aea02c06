import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { EMULATOR_CREDENTIALS } from '../../functions/lib/clients';
import { LocalTableStream } from './dynamodb-local-streams';

export interface TableStreamOptions {
  endpoint: string;
  tableName: string;
  /** Called with each poll's records, in the shape Lambda hands the cloud's stream consumers. */
  onBatch: (event: DynamoDBStreamEvent) => void;
  log: (line: string) => void;
  everyMs?: number;
}

/**
 * The local shop's reader of the table's stream, which DynamoDB Local serves as DynamoDB does (decision 0051): what
 * the cloud's event source mapping does for the page renderer. It starts at the newest record of the shards open
 * now (LATEST, as the mapping does) and reads shards opened later from their start. Returns the function that stops it.
 */
export async function followTableStream(opts: TableStreamOptions): Promise<() => Promise<void>> {
  const client = new DynamoDBClient({
    endpoint: opts.endpoint,
    region: 'us-east-1',
    credentials: EMULATOR_CREDENTIALS,
  });
  const { Table } = await client.send(new DescribeTableCommand({ TableName: opts.tableName }));
  client.destroy();
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn)
    throw new Error(`The table ${opts.tableName} has no stream; delete the data folder to create it again`);

  const stream = new LocalTableStream(opts.endpoint, streamArn);
  const iterators = new Map<string, string | null>();
  const openShards = async (position: 'LATEST' | 'TRIM_HORIZON') => {
    for (const shardId of await stream.shardIds()) {
      if (iterators.has(shardId)) continue;
      iterators.set(shardId, (await stream.iterator(shardId, position)) ?? null);
    }
  };
  // A shard read to its end has been closed, and its successor opened: the stream is described again only then.
  let shardClosed = false;
  const poll = async () => {
    if (shardClosed) await openShards('TRIM_HORIZON');
    shardClosed = false;
    const records: DynamoDBRecord[] = [];
    for (const [shard, iterator] of iterators) {
      if (!iterator) continue;
      const out = await stream.records(iterator);
      records.push(...out.records);
      iterators.set(shard, out.next ?? null);
      if (!out.next) shardClosed = true;
    }
    if (records.length) opts.onBatch({ Records: records });
  };

  await openShards('LATEST');
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  // The next poll is set when one ends, so a slow poll never overlaps the next.
  const schedule = () => {
    timer = setTimeout(() => {
      running = poll()
        .catch((error: Error) => opts.log(`Reading the table's stream failed: ${error.message}`))
        .then(() => {
          if (!stopped) schedule();
        });
    }, opts.everyMs ?? 250);
    timer.unref();
  };
  schedule();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
    stream.close();
  };
}
