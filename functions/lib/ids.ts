import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './clients';

/** Adds one to the counter item at `key` and returns the new value (one atomic update, so ids never repeat). */
export async function nextCounterValue(key: { PK: string; SK: string }): Promise<number> {
  return (await reserveCounterValues(key, 1))[0]!;
}

/** Reserves `count` values of the counter at `key` in one atomic update and returns them, lowest first. */
export async function reserveCounterValues(key: { PK: string; SK: string }, count: number): Promise<number[]> {
  const result = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'ADD seq :n',
      ExpressionAttributeValues: { ':n': count },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const last = Number(result.Attributes?.seq);
  return Array.from({ length: count }, (_, i) => last - count + 1 + i);
}
