import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '../../functions/domain/users';
import { lowStockCrossings } from '../../functions/domain/inventory/low-stock';
import { inventoryKeys } from '../../functions/domain/inventory/inventory-keys';
import { readOutboxMessage } from '../../functions/domain/messages/read-outbox-message';
import { notifyMeSchema } from '../../shared/validation/notify-me';
import { messagesWithoutTable } from '../support/function-env';

/**
 * Back in stock and low stock (issue 33, decision 0085): the crossing rule, the keys that make a second
 * subscription the first, the request's contact rules, and the consent of a message the person asked for. The table
 * is a closed loopback port: a consent rule that read it instead of the user handed in would throw.
 */
type Messages = typeof import('../../functions/domain/messages');
let messages: Messages;

beforeAll(async () => {
  messages = await messagesWithoutTable();
});

describe('low-stock crossings: once per fall to the threshold or below', () => {
  const units = (...stocks: Array<[number | null, number]>) =>
    stocks.map(([variantId, stock]) => ({ variantId, stock }));

  it('a unit at or under the threshold that was not told about is told; exactly at the threshold counts', () => {
    const { alert, clear } = lowStockCrossings(units([1, 5], [2, 6], [3, 0]), 5, new Set());
    expect(alert.map((u) => u.variantId)).toEqual([1, 3]);
    expect(clear).toEqual([]);
  });

  it('a sale below the threshold after the alert tells nobody again', () => {
    expect(lowStockCrossings(units([null, 2]), 5, new Set(['ALL']))).toEqual({ alert: [], clear: [] });
  });

  it('back above the threshold clears the alert, so the next fall is a new crossing', () => {
    const { alert, clear } = lowStockCrossings(units([7, 9]), 5, new Set(['7']));
    expect(alert).toEqual([]);
    expect(clear.map((u) => u.variantId)).toEqual([7]);
    expect(lowStockCrossings(units([7, 4]), 5, new Set()).alert.map((u) => u.variantId)).toEqual([7]);
  });

  it('a threshold of 0 alerts only when sold out', () => {
    expect(lowStockCrossings(units([null, 1]), 0, new Set()).alert).toEqual([]);
    expect(lowStockCrossings(units([null, 0]), 0, new Set()).alert).toHaveLength(1);
  });
});

describe('a subscription per contact and size', () => {
  it('one key for the same channel, contact and size; another size, channel or product is another', () => {
    const key = inventoryKeys.stockSubscription(12, 31, 'mail', 'a@b.lk');
    expect(inventoryKeys.stockSubscription(12, 31, 'mail', 'a@b.lk')).toEqual(key);
    expect(inventoryKeys.stockSubscription(12, 32, 'mail', 'a@b.lk')).not.toEqual(key);
    expect(inventoryKeys.stockSubscription(12, 31, 'sms', 'a@b.lk')).not.toEqual(key);
    expect(inventoryKeys.stockSubscription(13, 31, 'mail', 'a@b.lk')).not.toEqual(key);
    expect(inventoryKeys.stockSubscription(12, null, 'mail', 'a@b.lk').PK).toBe('NOTIFYME#0000000012#ALL');
  });

  it('the request keeps one spelling per contact: e-mail in lower case, a mobile in E.164', () => {
    const typed = notifyMeSchema.parse({ email: ' Kasun@Example.LK ', phone: '077 123 4567', channel: 'sms' });
    expect(typed).toEqual({ variant_id: null, email: 'kasun@example.lk', phone: '+94771234567', channel: 'sms' });
    expect(notifyMeSchema.safeParse({ phone: '011 234 5678', channel: 'sms' }).success).toBe(false);
    expect(notifyMeSchema.safeParse({ email: 'not-mail', channel: 'mail' }).success).toBe(false);
    expect(notifyMeSchema.parse({ email: '', phone: null, channel: 'mail' })).toEqual({
      variant_id: null,
      email: null,
      phone: null,
      channel: 'mail',
    });
  });
});

describe('a message the person asked for (back in stock)', () => {
  const user = (marketingMail?: boolean): UserRecord => ({
    id: 42,
    userType: 'customer',
    email: 'kasun@example.lk',
    name: 'Kasun',
    passwordHash: 'x',
    ...(marketingMail === undefined
      ? {}
      : { marketingMail: { on: marketingMail, at: '2026-11-01T10:00:00.000Z', source: 'profile' as const } }),
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
  const asked = (u: UserRecord) => messages.mayReach({ userId: u.id, user: u }, 'mail', 'asked-for');

  it('goes to who never chose marketing (asking is the consent), not to who turned that channel off', async () => {
    expect(await asked(user())).toBe(true);
    expect(await asked(user(true))).toBe(true);
    expect(await asked(user(false))).toBe(false);
    // The same person gets no other marketing.
    expect(await messages.mayReach({ userId: 42, user: user() }, 'mail', 'marketing')).toBe(false);
  });

  it('the outbox keeps that it was asked for, so the consumer asks the same rule at send time', () => {
    const body = JSON.stringify({
      id: 'm1',
      channel: 'mail',
      to: 'a@b.lk',
      marketingTo: { contact: 'a@b.lk', asked: true },
    });
    expect(readOutboxMessage(body).marketingTo).toEqual({ contact: 'a@b.lk', asked: true });
    const plain = JSON.stringify({ id: 'm2', channel: 'mail', to: 'a@b.lk', marketingTo: { userId: 7, asked: 'yes' } });
    expect(readOutboxMessage(plain).marketingTo).toEqual({ userId: 7 });
  });
});
