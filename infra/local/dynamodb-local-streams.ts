import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBRecord } from 'aws-lambda';
import { EMULATOR_CREDENTIALS } from '../../functions/lib/clients';

/** The three calls of the DynamoDB Streams API the local shop makes, to DynamoDB Local (decision 0051). */
export class LocalTableStream {
  private readonly client: DynamoDBStreamsClient;

  constructor(
    endpoint: string,
    private readonly streamArn: string,
  ) {
    this.client = new DynamoDBStreamsClient({ endpoint, region: 'us-east-1', credentials: EMULATOR_CREDENTIALS });
  }

  async shardIds(): Promise<string[]> {
    const out = await this.client.send(new DescribeStreamCommand({ StreamArn: this.streamArn }));
    return (out.StreamDescription?.Shards ?? []).flatMap((shard) => (shard.ShardId ? [shard.ShardId] : []));
  }

  async iterator(shardId: string, position: 'LATEST' | 'TRIM_HORIZON'): Promise<string | undefined> {
    const out = await this.client.send(
      new GetShardIteratorCommand({ StreamArn: this.streamArn, ShardId: shardId, ShardIteratorType: position }),
    );
    return out.ShardIterator;
  }

  /** The records after an iterator, and the next iterator (none once the shard is closed and read to its end). */
  async records(shardIterator: string): Promise<{ records: DynamoDBRecord[]; next?: string }> {
    const out = await this.client.send(new GetRecordsCommand({ ShardIterator: shardIterator }));
    // The client's record is the wire record Lambda hands a stream consumer (its attribute values are the same
    // {S: ...} maps); only its TypeScript types come from another package.
    return { records: (out.Records ?? []) as DynamoDBRecord[], next: out.NextShardIterator };
  }

  close(): void {
    this.client.destroy();
  }
}
