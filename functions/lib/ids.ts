import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './clients';

/** Adds one to the counter item at `key` and returns the new value (one atomic update, so ids never repeat). */
export async function nextCounterValue(key: { PK: string; SK: string }): Promise<number> {
  const result = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'ADD seq :one',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(result.Attributes?.seq);
}
