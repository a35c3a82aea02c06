import { describe, expect, it } from 'vitest';
import { registerCustomer } from '../support/api';
import { codBody, fillCart } from '../support/checkout';
import { createTestProduct, useShopBackend } from '../support/direct';

const AT_ONCE = 16;

type Write = Record<string, any>;
/** The item a transaction's write touches, as `PK|SK`. */
const itemOf = (write: Write) => {
  const action = write.Put ?? write.Update ?? write.Delete ?? write.ConditionCheck;
  const key = write.Put ? action.Item : action.Key;
  return `${key.PK}|${key.SK}`;
};

describe('checkout scales with products, not with one shared item (decision 0059)', () => {
  it('checkouts at once of different products by different customers write no item in common and retry nothing', async () => {
    const products = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) => createTestProduct({ name: `Sale Oil ${i + 1}`, stock: 5 })),
    );
    const customers = await Promise.all(Array.from({ length: AT_ONCE }, () => registerCustomer()));
    await Promise.all(customers.map((c, i) => fillCart(c, [[products[i].id, 1]])));

    useShopBackend();
    const { db } = await import('../../functions/lib/clients');
    const { checkout } = await import('../../functions/flows/workflows/checkout');
    const { checkoutMethod } = await import('../../functions/domain/payments');
    const cashOnDelivery = checkoutMethod('checkout-cod', codBody().payment_method)!;
    const { queueMessagesLocally } = await import('../../functions/domain/messages');
    // This process is not the shop: its order mails (and SMS) are kept here, as the local shop's queue would take them.
    const queued: Array<{ channel?: string; to?: string }> = [];
    queueMessagesLocally({ send: (body) => queued.push(JSON.parse(body)) });
    const { cardCheckoutSchema } = await import('../../shared/validation/checkout');
    const { payment_method: _cod, ...fields } = codBody();
    const input = cardCheckoutSchema.parse(fields);
    // Watches (changes nothing) every transaction the checkouts send: one per order means none was retried.
    const transactions: string[][] = [];
    db().middlewareStack.add(
      (next) => async (args: any) => {
        if (args.input?.TransactItems) transactions.push(args.input.TransactItems.map(itemOf));
        return next(args);
      },
      { step: 'initialize', name: 'watchTransactions' },
    );
    try {
      const placed = await Promise.all(customers.map((c) => checkout(c.id, input, cashOnDelivery)));
      expect(placed.every((p) => !p.replayed)).toBe(true);
    } finally {
      db().middlewareStack.remove('watchTransactions');
    }

    // Each buyer's order mail; the products' low-stock mails to the admins (stock 5 -> 4, issue 33) are not theirs.
    const buyers = new Set(customers.map((c) => c.email));
    expect(queued.filter((m) => m.channel === 'mail' && buyers.has(m.to ?? ''))).toHaveLength(AT_ONCE);
    expect(queued.filter((m) => m.channel === 'sms')).toHaveLength(AT_ONCE);
    // One order transaction per checkout: none was retried. After it, each buyer's cart reminder state is ended in a
    // transaction of its own (issue 33), on the buyer's items only.
    const orderTransactions = transactions.filter((items) => items.some((item) => /^ORDER#\d+\|ORDER$/.test(item)));
    expect(orderTransactions).toHaveLength(AT_ONCE);
    expect(transactions.length - orderTransactions.length).toBeLessThanOrEqual(AT_ONCE);
    const items = transactions.flat();
    const shared = items.filter((item, i) => items.indexOf(item) !== i);
    expect(shared).toEqual([]);
    // Each order still adds to its day and to the running totals, each in one of the shards.
    for (const items of orderTransactions) {
      expect(items.filter((i) => /^STATS\|DAY#\d{4}-\d\d-\d\d#\d\d$/.test(i))).toHaveLength(1);
      expect(items.filter((i) => /^STATS\|TOTALS#\d\d$/.test(i))).toHaveLength(1);
    }
  });
});
