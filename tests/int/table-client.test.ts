import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, SDK_CALL_LOGGER, tableName } from '../../functions/lib/clients';
import { useShopBackend } from '../support/direct';

/** The table's client without the SDK's call logger (decision 0118): its calls and their refusals are as before. */
describe('the shop’s table client', () => {
  it('has no SDK call logger, and still reads, writes and reports a failed condition as its own error', async () => {
    useShopBackend();
    expect(
      db()
        .middlewareStack.identify()
        .filter((entry) => entry.startsWith(SDK_CALL_LOGGER)),
    ).toEqual([]);

    const Key = { PK: `TABLE-CLIENT#${Date.now()}-${Math.random()}`, SK: 'CHECK' };
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...Key, note: 'written' } }));
    const read = await db().send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }));
    expect(read.Item).toEqual({ ...Key, note: 'written' });
    const again = db().send(
      new PutCommand({ TableName: tableName(), Item: Key, ConditionExpression: 'attribute_not_exists(PK)' }),
    );
    await expect(again).rejects.toBeInstanceOf(ConditionalCheckFailedException);
    // The shared shop's table keeps nothing of this check.
    await db().send(new DeleteCommand({ TableName: tableName(), Key }));
  });
});
