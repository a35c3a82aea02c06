import { BatchWriteCommand, type BatchWriteCommandInput, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './clients';

type Key = { PK: string; SK: string };

/** Deletes items by key, 25 per request, retrying what DynamoDB leaves unprocessed. */
export async function deleteKeys(keysToDelete: Key[]): Promise<void> {
  for (let i = 0; i < keysToDelete.length; i += 25) {
    let pending: BatchWriteCommandInput['RequestItems'] | undefined = {
      [tableName()]: keysToDelete.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } })),
    };
    for (let attempt = 0; pending && Object.keys(pending).length > 0; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
      const out: BatchWriteCommandOutput = await db().send(new BatchWriteCommand({ RequestItems: pending }));
      pending = out.UnprocessedItems;
    }
  }
}
