import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/clients';
import { userKeys } from './user-keys';
import type { UserRecord } from './user-record';

/** Order SMS are on unless the customer turned them off (decision 0063): an account from before has none stored. */
export const orderSmsOn = (user: Pick<UserRecord, 'orderSms'>): boolean => user.orderSms !== false;

/** Stores the customer's choice on their user item; false when the account is gone. */
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
