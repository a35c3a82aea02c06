import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_WRONG_CODES } from '../../../shared/rules/cod-confirmation';
import { orderQueueRank } from '../../../shared/rules/orders';
import { db, tableName } from '../../lib/clients';
import { TransactionLostRace, type TransactionAction } from '../../lib/transaction';
import { HISTORY_APPEND, historyValues } from './order-history';
import { orderKeys } from './order-keys';
import type { OrderEvent, OrderRecord } from './order-record';

/**
 * The transaction item that ends a cash order's wait for its confirmation (`before` as read, `after` as it will be:
 * confirmed, or expired and canceled). Conditional on the order still awaiting it, in the status and at the change
 * time it was read: of a link, a code, staff and the clock racing, one wins and the others read its result.
 */
export function codConfirmationAction(
  before: OrderRecord,
  after: OrderRecord,
  events: OrderEvent[],
): TransactionAction {
  return {
    write: {
      Update: {
        TableName: tableName(),
        Key: orderKeys.order(before.id),
        UpdateExpression: `SET codConfirmation = :to, #status = :status, stockReturned = :returned, updatedAt = :now, GSI2SK = :queue, ${HISTORY_APPEND}`,
        ConditionExpression: 'codConfirmation = :awaiting AND #status = :from AND updatedAt = :seen',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':to': after.codConfirmation,
          ':awaiting': 'awaiting',
          ':status': after.status,
          ':from': before.status,
          ':returned': after.stockReturned,
          ':now': after.updatedAt,
          ':seen': before.updatedAt,
          ':queue': orderKeys.orderInShop(orderQueueRank(after.status), before.createdAt, before.id).GSI2SK,
          ...historyValues(events),
        },
      },
    },
    whenConditionFails: () => new TransactionLostRace(),
  };
}

/**
 * Counts one wrong code on the order, in the table, while it still awaits its confirmation and has fewer than the
 * most wrong codes; answers the count after it, or null when the order already had them all (or stopped waiting).
 */
export async function countWrongCode(orderId: number): Promise<number | null> {
  try {
    const out = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: orderKeys.order(orderId),
        UpdateExpression: 'ADD codWrongCodes :one',
        ConditionExpression:
          'codConfirmation = :awaiting AND (attribute_not_exists(codWrongCodes) OR codWrongCodes < :max)',
        ExpressionAttributeValues: { ':one': 1, ':awaiting': 'awaiting', ':max': MAX_WRONG_CODES },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(out.Attributes?.codWrongCodes);
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return null;
    throw error;
  }
}
