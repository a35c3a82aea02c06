import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/clients';
import { alreadyClaimed } from './order-errors';
import { orderKeys } from './order-keys';
import type { OrderRecord } from './order-record';
import { toOrder } from './orders-repo';

/**
 * Moves a guest's order into an account (issue 32): its `userId` and the account's order index keys, under the
 * condition that no account has it yet, so of racing claims exactly one wins and the others are the 409. The order
 * keeps its guest record (it was placed as a guest), now with when it was claimed.
 */
export async function claimOrder(order: OrderRecord, userId: number, now = new Date()): Promise<OrderRecord> {
  const at = now.toISOString();
  const index = orderKeys.orderOfCustomer(userId, order.createdAt, order.id);
  try {
    const out = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: orderKeys.order(order.id),
        UpdateExpression: 'SET userId = :user, GSI1PK = :pk, GSI1SK = :sk, guest.claimedAt = :at, updatedAt = :at',
        ConditionExpression: 'attribute_exists(guest) AND attribute_not_exists(userId)',
        ExpressionAttributeValues: { ':user': userId, ':pk': index.GSI1PK, ':sk': index.GSI1SK, ':at': at },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toOrder(out.Attributes!);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw alreadyClaimed();
    throw error;
  }
}
