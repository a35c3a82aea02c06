import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '../../functions/domain/users';
import { FUNCTION_TEST_ENV } from '../support/function-env';

/**
 * What a customer agreed to receive, read in one place (functions/domain/messages/consent.ts). The table is pointed
 * at a closed loopback port: a rule that read the table instead of the user handed in would throw here. The rules
 * that read the table (an account gone, the review-request opt-out) run against the local shop in
 * tests/int/order-sms.test.ts and tests/int/review-requests.test.ts.
 */
type Consent = typeof import('../../functions/domain/messages');
let messages: Consent;

beforeAll(async () => {
  Object.assign(process.env, {
    ...FUNCTION_TEST_ENV,
    AWS_REGION: 'us-east-1',
    DYNAMODB_ENDPOINT: 'http://127.0.0.1:1',
  });
  messages = await import('../../functions/domain/messages');
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

const may = (user: UserRecord, channel: 'mail' | 'sms', kind: 'order-update' | 'review-request') =>
  messages.mayReach({ userId: user.id, user }, channel, kind);

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
