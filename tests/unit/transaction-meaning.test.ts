import { TransactionCanceledException, type CancellationReason } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartChanged } from '../../functions/domain/cart/cart-errors';
import type { TransactionAction } from '../../functions/lib/transaction';
import { FUNCTION_TEST_ENV } from '../support/function-env';

/**
 * A transaction's failure is decoded through its actions (functions/lib/transaction.ts): each action says what its
 * failed condition means. These tests shuffle the same actions into every order and expect the same error.
 */
type Transaction = typeof import('../../functions/lib/transaction');
type Inventory = typeof import('../../functions/domain/inventory/inventory');
let tx: Transaction;
let inventory: Inventory;

beforeAll(async () => {
  Object.assign(process.env, {
    ...FUNCTION_TEST_ENV,
  });
  tx = await import('../../functions/lib/transaction');
  inventory = await import('../../functions/domain/inventory/inventory');
});

/** A checkout of two products: their stock takes, the order, the cart's version guard (as place-order builds it). */
function checkoutActions(): Record<string, TransactionAction> {
  return {
    oil: inventory.takeStock({ productId: 1, name: 'Sandalwood Beard Oil', quantity: 3, price: 1500, discount: 0 }),
    balm: inventory.takeStock({ productId: 2, name: 'Coconut Beard Balm', quantity: 1, price: 900, discount: 10 }),
    order: {
      write: {
        Put: { TableName: 't', Item: { PK: 'ORDER#1', SK: 'ORDER' }, ConditionExpression: 'attribute_not_exists(PK)' },
      },
    },
    cart: {
      write: {
        Update: { TableName: 't', Key: { PK: 'USER#1', SK: 'CARTMETA' }, UpdateExpression: 'SET version = :next' },
      },
      whenConditionFails: () => cartChanged(),
      precedence: 1,
    },
  };
}

const failed = (item?: Record<string, unknown>): CancellationReason => ({
  Code: 'ConditionalCheckFailed',
  Message: 'The conditional request failed',
  ...(item ? { Item: marshall(item) } : {}),
});
const ok: CancellationReason = { Code: 'None' };

/** Every order of the names (4 names: 24 orders). */
function orders(names: string[]): string[][] {
  if (names.length <= 1) return [names];
  return names.flatMap((n, i) => orders([...names.slice(0, i), ...names.slice(i + 1)]).map((rest) => [n, ...rest]));
}

/** The error the transaction raises in each order of its actions, when the named actions fail as given. */
function errorsInEveryOrder(reasonsByName: Record<string, CancellationReason>): unknown[] {
  const actions = checkoutActions();
  return orders(Object.keys(actions)).map((order) => {
    const canceled = new TransactionCanceledException({
      message: 'Transaction cancelled',
      $metadata: {},
      CancellationReasons: order.map((n) => reasonsByName[n] ?? ok),
    });
    return tx.failureOf(
      canceled,
      order.map((n) => actions[n]),
    );
  });
}

describe('transactions decode failures by meaning, not by position', () => {
  it('a short product is named, in every order of the actions', () => {
    const seen = errorsInEveryOrder({ balm: failed({ stock: 0, price: 900, discount: 10 }) });
    expect(seen).toHaveLength(24);
    for (const error of seen) {
      expect(error).toMatchObject({ kind: 'out-of-stock' });
      expect((error as Error).message).toBe('Sorry, Coconut Beard Balm is out of stock.');
    }
  });

  it('a product with the units but a new price is a price change, in every order', () => {
    for (const error of errorsInEveryOrder({ oil: failed({ stock: 50, price: 1700, discount: 0 }) })) {
      expect(error).toMatchObject({ kind: 'price-changed' });
      expect((error as Error).message).toBe(
        'The price of Sandalwood Beard Oil has just changed. Please review your cart and place the order again.',
      );
    }
  });

  it('a changed cart outranks a stale stock read, in every order', () => {
    for (const error of errorsInEveryOrder({ oil: failed({ stock: 1 }), cart: failed() }))
      expect(error).toMatchObject({ kind: 'cart-changed' });
  });

  it('only conflicts with other transactions mean "try again"; a condition without a meaning surfaces as it is', () => {
    for (const error of errorsInEveryOrder({ oil: { Code: 'TransactionConflict' } }))
      expect(error).toBeInstanceOf(tx.TransactionLostRace);
    for (const error of errorsInEveryOrder({ order: failed() }))
      expect(error).toBeInstanceOf(TransactionCanceledException);
  });

  it('the partial stock left is named when some units remain', () => {
    const [error] = errorsInEveryOrder({ oil: failed({ stock: 2, price: 1500, discount: 0 }) });
    expect((error as Error).message).toBe('Not enough stock available. Only 2 of Sandalwood Beard Oil left.');
  });
});
