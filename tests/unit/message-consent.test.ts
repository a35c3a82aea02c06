import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '../../functions/domain/users';
import { messagesWithoutTable } from '../support/function-env';

/**
 * What a customer agreed to receive, read in one place (functions/domain/messages/consent.ts). The table is pointed
 * at a closed loopback port: a rule that read the table instead of the user handed in would throw here. The rules
 * that read the table (an account gone, the review-request opt-out) run against the local shop in
 * tests/int/order-sms.test.ts and tests/int/review-requests.test.ts.
 */
type Consent = typeof import('../../functions/domain/messages');
let messages: Consent;

beforeAll(async () => {
  messages = await messagesWithoutTable();
});

const customer = (orderSms?: boolean): UserRecord => ({
  id: 42,
  userType: 'customer',
  email: 'kasun@example.lk',
  name: 'Kasun',
  passwordHash: 'x',
  ...(orderSms === undefined ? {} : { orderSms }),
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

type Channel = 'mail' | 'sms' | 'whatsapp';
const may = (user: UserRecord, channel: Channel, kind: 'order-update' | 'review-request' | 'marketing') =>
  messages.mayReach({ userId: user.id, user }, channel, kind);
const chosen = (on: boolean) => ({ on, at: '2026-11-01T10:00:00.000Z', source: 'profile' as const });

describe('may the shop send channel X of kind Y to this customer', () => {
  it('order updates by SMS: on for an account that never chose (none stored), off once turned off', async () => {
    expect(await may(customer(), 'sms', 'order-update')).toBe(true);
    expect(await may(customer(true), 'sms', 'order-update')).toBe(true);
    expect(await may(customer(false), 'sms', 'order-update')).toBe(false);
  });

  it('order updates by mail: always, whatever the SMS choice', async () => {
    expect(await may(customer(false), 'mail', 'order-update')).toBe(true);
    expect(await may(customer(), 'mail', 'order-update')).toBe(true);
  });

  it('a kind and channel without a rule is never sent (review requests go by mail only)', async () => {
    expect(await may(customer(true), 'sms', 'review-request')).toBe(false);
  });

  it('a user handed in is not read again; without one, the rule reads the table (unreachable here, so it throws)', async () => {
    await expect(may(customer(), 'sms', 'order-update')).resolves.toBe(true);
    await expect(messages.mayReach({ userId: 42 }, 'sms', 'order-update')).rejects.toThrow();
  });
});

describe('order updates go by the one channel chosen (issue 33)', () => {
  it('WhatsApp instead of SMS once chosen, none by either once turned off; an older switch still reads as before', async () => {
    const whatsApp = {
      ...customer(),
      orderUpdates: { channel: 'whatsapp' as const, at: 'x', source: 'profile' as const },
    };
    expect(await may(whatsApp, 'whatsapp', 'order-update')).toBe(true);
    expect(await may(whatsApp, 'sms', 'order-update')).toBe(false);
    const none = { ...customer(true), orderUpdates: { channel: 'none' as const, at: 'x', source: 'profile' as const } };
    expect(await may(none, 'sms', 'order-update')).toBe(false);
    expect(await may(none, 'whatsapp', 'order-update')).toBe(false);
    expect(await may(none, 'mail', 'order-update')).toBe(true);
    expect(await may(customer(), 'whatsapp', 'order-update')).toBe(false);
    expect(await may(customer(false), 'whatsapp', 'order-update')).toBe(false);
  });

  it("a guest's order updates go by SMS, never WhatsApp (they had no way to choose it)", async () => {
    expect(await messages.mayReach({}, 'sms', 'order-update')).toBe(true);
    expect(await messages.mayReach({}, 'whatsapp', 'order-update')).toBe(false);
  });
});

describe('marketing only where chosen (issue 33)', () => {
  it('off on every channel for an account that never chose, whatever its order updates', async () => {
    for (const channel of ['mail', 'sms', 'whatsapp'] as const) {
      expect(await may(customer(), channel, 'marketing')).toBe(false);
      expect(await may(customer(true), channel, 'marketing')).toBe(false);
    }
  });

  it('on for the one channel chosen, off again once turned off (an unsubscribe)', async () => {
    const sms = { ...customer(), marketingSms: chosen(true) };
    expect(await may(sms, 'sms', 'marketing')).toBe(true);
    expect(await may(sms, 'mail', 'marketing')).toBe(false);
    expect(await may(sms, 'whatsapp', 'marketing')).toBe(false);
    expect(await may({ ...sms, marketingSms: chosen(false) }, 'sms', 'marketing')).toBe(false);
    const all = { ...customer(), marketingMail: chosen(true), marketingWhatsapp: chosen(true) };
    expect(await may(all, 'mail', 'marketing')).toBe(true);
    expect(await may(all, 'whatsapp', 'marketing')).toBe(true);
  });

  it('nobody named (no account, no address) is never sent marketing', async () => {
    expect(await messages.mayReach({}, 'mail', 'marketing')).toBe(false);
  });
});
