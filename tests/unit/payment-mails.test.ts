import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../functions/domain/orders';
import type { PaymentMethod } from '../../shared/rules/payments';
import { FUNCTION_TEST_ENV } from '../support/function-env';

let mails: typeof import('../../functions/domain/mail');
beforeAll(async () => {
  Object.assign(process.env, FUNCTION_TEST_ENV);
  mails = await import('../../functions/domain/mail');
});

/** Just what the payment mails read of an order. */
const orderPaidBy = (paymentMethod: PaymentMethod) =>
  ({
    id: 4021,
    paymentMethod,
    totalCents: 185000,
    billing: { first_name: 'Nimal' },
    customer: { name: 'Nimal Perera', email: 'nimal@example.com' },
  }) as unknown as OrderRecord;

describe('the payment mails say how the customer paid', () => {
  it.each([
    ['CARD', 'Your card payment did not go through.'],
    ['KOKO', 'Your KOKO payment did not go through.'],
  ] as const)('a failed %s payment', (method, news) => {
    expect(mails.paymentFailedMail(orderPaidBy(method)).text).toContain(news);
  });

  it.each([
    ['CARD', 'We did not receive the card payment for your order in time'],
    ['KOKO', 'We did not receive the KOKO payment for your order in time'],
    ['BANK_TRANSFER', 'We did not receive the bank slip for your order in time'],
  ] as const)('an unpaid %s order canceled at its deadline', (method, news) => {
    expect(mails.paymentExpiredMail(orderPaidBy(method)).text).toContain(news);
  });
});
