import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/clients';
import { userKeys } from './user-keys';

/**
 * Stores the customer's choice about order SMS on their user item; false when the account is gone. What the choice
 * allows, and its default, is read in one place: functions/domain/messages/consent.ts.
 */
export async function setOrderSms(userId: number, on: boolean): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKeys.user(userId),
        UpdateExpression: 'SET orderSms = :on',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':on': on },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
