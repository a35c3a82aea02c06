import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_TEST_ENV } from '../support/function-env';

/**
 * Cart reminders' rules that need no table (decision 0086): when each reminder is due, never a third, none after an
 * order, an unsubscribe or an emptied cart, the restore link's token, and the SMS's words. The sweep itself (once, none after an order, an unsubscribe or an emptied cart)
 * is tests/int/cart-reminders.test.ts, on the local shop.
 */
type Reminders = typeof import('../../functions/domain/reminders');
let reminders: Reminders;
let sms: typeof import('../../functions/domain/sms');

beforeAll(async () => {
  Object.assign(process.env, { ...FUNCTION_TEST_ENV, PUBLIC_BASE_URL: 'https://kesara.lk' });
  reminders = await import('../../functions/domain/reminders');
  sms = await import('../../functions/domain/sms');
});

const clock = { firstAfterMs: 60 * 60_000, secondAfterMs: 24 * 3_600_000 };
const at = (iso: string) => new Date(iso).toISOString();

describe('when a cart reminder is due', () => {
  it('the first comes CART_REMINDER_MINUTES after the last change', () => {
    const due = reminders.nextReminderAt({ changedAt: '2026-12-01T10:00:00.000Z', step: 0 }, clock);
    expect(due?.toISOString()).toBe(at('2026-12-01T11:00:00.000Z'));
  });

  it('the second CART_REMINDER_2_HOURS after the first', () => {
    const due = reminders.nextReminderAt(
      { changedAt: '2026-12-01T10:00:00.000Z', step: 1, remindedAt: '2026-12-01T11:00:05.000Z' },
      clock,
    );
    expect(due?.toISOString()).toBe(at('2026-12-02T11:00:05.000Z'));
  });

  it('a cart changed after its first reminder waits at least as long as a first would', () => {
    const due = reminders.nextReminderAt(
      { changedAt: '2026-12-02T10:30:00.000Z', step: 1, remindedAt: '2026-12-01T11:00:00.000Z' },
      clock,
    );
    expect(due?.toISOString()).toBe(at('2026-12-02T11:30:00.000Z'));
  });

  it('never a third: after two reminders nothing is due, however the cart changes', () => {
    expect(reminders.MAX_REMINDERS).toBe(2);
    const timing = { changedAt: '2026-12-05T10:00:00.000Z', step: 2, remindedAt: '2026-12-02T11:00:00.000Z' };
    expect(reminders.nextReminderAt(timing, clock)).toBeNull();
  });

  it('reads CART_REMINDER_MINUTES and CART_REMINDER_2_HOURS, 60 and 24 by default', async () => {
    const { resetConfigCache } = await import('../../functions/lib/config');
    resetConfigCache();
    expect(reminders.reminderClock()).toEqual({ firstAfterMs: 3_600_000, secondAfterMs: 86_400_000 });
    Object.assign(process.env, { CART_REMINDER_MINUTES: '1', CART_REMINDER_2_HOURS: '2' });
    resetConfigCache();
    try {
      expect(reminders.reminderClock()).toEqual({ firstAfterMs: 60_000, secondAfterMs: 7_200_000 });
      process.env.CART_REMINDER_MINUTES = '0';
      resetConfigCache();
      expect(() => reminders.reminderClock()).toThrow(/CART_REMINDER_MINUTES/);
    } finally {
      delete process.env.CART_REMINDER_MINUTES;
      delete process.env.CART_REMINDER_2_HOURS;
      resetConfigCache();
    }
  });
});

describe('what a sweep does with a due entry', () => {
  const due = { changedAt: '2026-12-01T10:00:00.000Z', step: 0 };
  const now = new Date('2026-12-01T11:00:01.000Z');
  const facts = (lines: number, channels: number) => ({
    lines: async () => lines,
    channels: async () => channels,
  });

  it('sends a due reminder of a cart with lines to a person who agreed to a channel', async () => {
    await expect(reminders.reminderOutcome(due, now, clock, facts(2, 1))).resolves.toBe('send');
  });

  it('none before it is due, and none after two, without reading the cart', async () => {
    const unread = {
      lines: () => Promise.reject(new Error('read')),
      channels: () => Promise.reject(new Error('read')),
    };
    await expect(reminders.reminderOutcome(due, new Date('2026-12-01T10:59:59.000Z'), clock, unread)).resolves.toBe(
      'not-due',
    );
    const twice = { ...due, step: 2, remindedAt: '2026-12-02T11:00:00.000Z' };
    await expect(reminders.reminderOutcome(twice, new Date('2027-01-01'), clock, unread)).resolves.toBe('not-due');
  });

  it('none after an order or for an emptied cart (no lines left): its reminders end', async () => {
    await expect(reminders.reminderOutcome(due, now, clock, facts(0, 3))).resolves.toBe('ended');
  });

  it('none after an unsubscribe, or without consent (no channel left)', async () => {
    await expect(reminders.reminderOutcome(due, now, clock, facts(2, 0))).resolves.toBe('no-consent');
  });
});

describe('a guest cart is named by its contact', () => {
  it('the e-mail in lower case, else the phone in E.164, else none', () => {
    expect(reminders.guestCartRef({ email: ' Nimal@Example.LK ', phone: '0771234567' })).toBe('gnimal@example.lk');
    expect(reminders.guestCartRef({ phone: '077 123 4567' })).toBe('g+94771234567');
    expect(reminders.guestCartRef({ phone: '12' })).toBeNull();
  });
});

describe('restore tokens', () => {
  it('read back as the cart they name, a signed-in or a guest cart', async () => {
    for (const ref of ['u42', 'gnimal@example.lk', 'g+94771234567'] as const) {
      expect(await reminders.readRestoreToken(await reminders.restoreToken(ref))).toBe(ref);
    }
  });

  it('a changed cart or signature, or a made-up token, names nothing', async () => {
    const token = await reminders.restoreToken('u42');
    const [payload, mac] = token.split('.') as [string, string];
    const other = Buffer.from('u43').toString('base64url');
    expect(await reminders.readRestoreToken(`${other}.${mac}`)).toBeNull();
    expect(await reminders.readRestoreToken(`${payload}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`)).toBeNull();
    expect(await reminders.readRestoreToken('u42')).toBeNull();
    expect(await reminders.readRestoreToken('')).toBeNull();
  });
});

describe('the reminder by SMS', () => {
  const facts = (names: string[]) => ({
    items: names.map((name) => ({ name })),
    total: 'LKR 3,500.00',
    restoreUrl: 'https://kesara.lk/cart/restore/dTQy.AAAAAAAAAAAAAAAAAAAAAA',
  });

  it('names the products with their size, the total and the link', () => {
    const text = sms.cartReminderSms(facts(['Beard Oil', 'Kesara Logo Tee — Size: M']));
    expect(text).toContain('You left Beard Oil, Kesara Logo Tee Size: M in your cart');
    expect(text).toContain('LKR 3,500.00');
    expect(text).toContain('https://kesara.lk/cart/restore/dTQy.AAAAAAAAAAAAAAAAAAAAAA');
  });

  it('names the first and how many more when they do not all fit', () => {
    const many = Array.from({ length: 8 }, (_, i) => `Kesara Premium Beard Balm Number ${i + 1}`);
    const text = sms.cartReminderSms(facts(many));
    expect(text).toContain('Kesara Premium Beard Balm Number 1 and 7 more');
    expect(text).not.toContain('Number 2');
  });
});
