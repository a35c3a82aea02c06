import { tableName } from '../../lib/clients';
import { TransactionLostRace, type TransactionAction } from '../../lib/transaction';
import { returnKeys } from './return-keys';
import type { RefundClaim, ReturnRecord } from './return-record';
import { returnItem } from './returns-repo';

const decideAgain = () => new TransactionLostRace();

/**
 * A new return, and the order's count of returns made moved from the one read: two requests that read the same
 * earlier returns cannot both add theirs (the loser reads again and counts the winner's units).
 */
export function newReturnActions(record: ReturnRecord, madeBefore: number): TransactionAction[] {
  return [
    {
      write: {
        Put: { TableName: tableName(), Item: returnItem(record), ConditionExpression: 'attribute_not_exists(PK)' },
      },
      whenConditionFails: decideAgain,
    },
    {
      write: {
        Update: {
          TableName: tableName(),
          Key: returnKeys.orderReturnsGuard(record.orderId),
          UpdateExpression: 'SET made = :made',
          ConditionExpression: madeBefore === 0 ? 'attribute_not_exists(made)' : 'made = :seen',
          ExpressionAttributeValues: { ':made': madeBefore + 1, ...(madeBefore === 0 ? {} : { ':seen': madeBefore }) },
        },
      },
      whenConditionFails: decideAgain,
    },
  ];
}

/**
 * A return's move from the status it had when read to `after`'s: conditional on that status and on no refund being
 * claimed, or, finishing a refund, on this request's own claim. The loser of a race reads again and is refused.
 */
export function moveReturnAction(before: ReturnRecord, after: ReturnRecord, claim?: RefundClaim): TransactionAction {
  const { refunding: _claim, ...stored } = after;
  return {
    write: {
      Put: {
        TableName: tableName(),
        Item: returnItem(stored),
        ConditionExpression: claim
          ? '#status = :from AND refunding.#token = :token'
          : '#status = :from AND attribute_not_exists(refunding)',
        ExpressionAttributeNames: { '#status': 'status', ...(claim ? { '#token': 'token' } : {}) },
        ExpressionAttributeValues: { ':from': before.status, ...(claim ? { ':token': claim.token } : {}) },
      },
    },
    whenConditionFails: decideAgain,
  };
}

/** The order's first received return: counted once on the dashboard, however many returns follow (decision 0061). */
export function firstReceiptAction(orderId: number, at: string): TransactionAction {
  return {
    write: {
      Update: {
        TableName: tableName(),
        Key: returnKeys.orderReturnsGuard(orderId),
        UpdateExpression: 'SET receivedAt = :at',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(receivedAt)',
        ExpressionAttributeValues: { ':at': at },
      },
    },
    whenConditionFails: decideAgain,
  };
}

/**
 * A cancel's check that the order made no return since it read them (`made` as read, or no guard when none): a
 * request racing the cancel makes the loser read again (decision 0061).
 */
export function noNewReturnCheck(orderId: number, madeSeen: number): TransactionAction {
  return {
    write: {
      ConditionCheck: {
        TableName: tableName(),
        Key: returnKeys.orderReturnsGuard(orderId),
        ConditionExpression: madeSeen === 0 ? 'attribute_not_exists(made)' : 'made = :seen',
        ...(madeSeen === 0 ? {} : { ExpressionAttributeValues: { ':seen': madeSeen } }),
      },
    },
    whenConditionFails: decideAgain,
  };
}
