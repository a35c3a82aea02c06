import type { DynamoDBRecord } from 'aws-lambda';
import { EMULATOR_CREDENTIALS } from '../../functions/lib/clients';

/**
 * The three calls of the DynamoDB Streams API the local shop makes, to DynamoDB Local only (decision 0051). The
 * SDK's client for it (@aws-sdk/client-dynamodb-streams) is not among the shop's packages; DynamoDB Local checks
 * no signature, only that a known key id is named, so a plain JSON request does. Same operations and shapes as
 * that client, so moving to it changes this file alone.
 */
async function call<T>(endpoint: string, operation: string, input: object): Promise<T> {
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': `DynamoDBStreams_20120810.${operation}`,
      authorization: `AWS4-HMAC-SHA256 Credential=${EMULATOR_CREDENTIALS.accessKeyId}/20000101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0`,
    },
    body: JSON.stringify(input),
  });
  const body = (await res.json()) as T & { message?: string; Message?: string; __type?: string };
  if (!res.ok)
    throw new Error(`DynamoDB Local ${operation}: ${body.__type ?? res.status} ${body.message ?? body.Message ?? ''}`);
  return body;
}

export interface StreamShard {
  ShardId: string;
}

export const describeStream = (endpoint: string, streamArn: string) =>
  call<{ StreamDescription: { Shards: StreamShard[] } }>(endpoint, 'DescribeStream', { StreamArn: streamArn }).then(
    (out) => out.StreamDescription.Shards,
  );

export const getShardIterator = (
  endpoint: string,
  input: { StreamArn: string; ShardId: string; ShardIteratorType: 'LATEST' | 'TRIM_HORIZON' },
) => call<{ ShardIterator?: string }>(endpoint, 'GetShardIterator', input).then((out) => out.ShardIterator);

/** The records after an iterator, and the next iterator (none once the shard is closed and read to its end). */
export const getRecords = (endpoint: string, shardIterator: string) =>
  call<{ Records: DynamoDBRecord[]; NextShardIterator?: string }>(endpoint, 'GetRecords', {
    ShardIterator: shardIterator,
  });
