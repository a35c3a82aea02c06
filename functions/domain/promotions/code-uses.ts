import { codeRefusals } from '../../../shared/rules/discount-codes';
import { tableName } from '../../lib/clients';
import { TransactionLostRace, type TransactionAction } from '../../lib/transaction';
import { codeStoppedApplying } from './promotion-errors';
import { promotionKeys } from './promotion-keys';
import type { CodeRecord, CodeUse } from './code-record';

/**
 * The transaction items by which an order uses a code, written in the order's own transaction. Each limit is a
 * condition on a counter, never a read then a write: the code's `uses < usageLimit` (and its terms unchanged since
 * they were read), and each of the customer's `limited` counters below `perCustomerLimit` (an account's own, a
 * guest's e-mail and phone); the other counters (an account's order phone) only count. Forty checkouts racing for
 * ten uses make ten orders; the others fail their condition and place nothing.
 */
export function takeUseActions(
  code: CodeRecord,
  use: Omit<CodeUse, 'code' | 'returned' | 'counters'> & { counters: string[]; limited: readonly string[] },
): TransactionAction[] {
  const { limited, ...kept } = use;
  const limitOf = (counter: string) => (limited.includes(counter) ? code.perCustomerLimit : undefined);
  return [
    {
      write: {
        Update: {
          TableName: tableName(),
          Key: promotionKeys.discountCode(code.code),
          UpdateExpression: 'SET uses = uses + :one, discountTotalCents = discountTotalCents + :amount',
          ConditionExpression: 'updatedAt = :seen AND (attribute_not_exists(usageLimit) OR uses < usageLimit)',
          ExpressionAttributeValues: { ':one': 1, ':amount': use.amountCents, ':seen': code.updatedAt },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
      // Used up under the terms the order was priced with: the refusal; anything else (an edit, a delete): decide again.
      whenConditionFails: (current) =>
        current?.updatedAt === code.updatedAt && current.usageLimit !== undefined
          ? codeStoppedApplying(codeRefusals.limitReached)
          : new TransactionLostRace(),
    },
    ...use.counters.map((counter): TransactionAction => {
      const perCustomer = limitOf(counter);
      return {
        write: {
          Update: {
            TableName: tableName(),
            Key: promotionKeys.codeCounter(code.code, counter),
            UpdateExpression: 'ADD uses :one',
            ...(perCustomer !== undefined
              ? { ConditionExpression: 'attribute_not_exists(uses) OR uses < :limit' }
              : {}),
            ExpressionAttributeValues: { ':one': 1, ...(perCustomer !== undefined ? { ':limit': perCustomer } : {}) },
          },
        },
        whenConditionFails: () => codeStoppedApplying(codeRefusals.alreadyUsed),
      };
    }),
    {
      write: {
        Put: {
          TableName: tableName(),
          Item: {
            ...promotionKeys.codeOrder(code.code, use.orderId),
            type: 'code-use',
            code: code.code,
            ...kept,
            returned: false,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    },
  ];
}

/**
 * The items that give an order's use back (`back`: the order was canceled or expired) or take it again (it left
 * canceled). Guarded by the use's own `returned` flag, so a use comes back exactly once whatever races; taking it
 * again does not check the limits: the order had its use before it was canceled.
 */
export function moveUseActions(
  use: { code: string; orderId: number; counters: readonly string[]; amountCents: number },
  back: boolean,
): TransactionAction[] {
  const step = back ? -1 : 1;
  return [
    {
      write: {
        Update: {
          TableName: tableName(),
          Key: promotionKeys.codeOrder(use.code, use.orderId),
          UpdateExpression: 'SET returned = :to',
          ConditionExpression: 'returned = :from',
          ExpressionAttributeValues: { ':to': back, ':from': !back },
        },
      },
      whenConditionFails: () => new TransactionLostRace(),
    },
    {
      write: {
        Update: {
          TableName: tableName(),
          Key: promotionKeys.discountCode(use.code),
          UpdateExpression: 'SET uses = uses + :step, discountTotalCents = discountTotalCents + :amount',
          ExpressionAttributeValues: { ':step': step, ':amount': step * use.amountCents },
        },
      },
    },
    ...use.counters.map((counter) => ({
      write: {
        Update: {
          TableName: tableName(),
          Key: promotionKeys.codeCounter(use.code, counter),
          UpdateExpression: 'ADD uses :step',
          ExpressionAttributeValues: { ':step': step },
        },
      },
    })),
  ];
}
