import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './clients';
import { keys } from '../domain/keys';

/** Next numeric id for an entity (contract 0.5 wants JSON numbers): one atomic counter item per entity. */
export async function nextId(entity: 'USER' | 'PRODUCT' | 'ORDER' | 'IMAGE' | 'CONTACT' | 'CARTITEM' | 'WISH'): Promise<number> {
  const result = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.counter(entity),
      UpdateExpression: 'ADD seq :one',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(result.Attributes?.seq);
}
