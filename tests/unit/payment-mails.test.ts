import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../functions/domain/orders';
import type { PaymentMethod } from '../../shared/rules/payments';
import { FUNCTION_TEST_ENV } from '../support/function-env';

let mails: typeof import('../../functions/domain/mail');
let sms: typeof import('../../functions/domain/sms');
beforeAll(async () => {
  Object.assign(process.env, FUNCTION_TEST_ENV);
  mails = await import('../../functions/domain/mail');
  sms = await import('../../functions/domain/sms');
});

/** Just what the payment mails read of an order. */
const orderPaidBy = (paymentMethod: PaymentMethod, { guest = false } = {}) =>
  ({
    id: 4021,
    ...(guest ? {} : { userId: 7 }),
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

describe("the messages send a customer to My Orders and a guest to the order's page (issue 32)", () => {
  const LINK = 'https://shop.example/confirm/abc';
  const texts = (order: OrderRecord) => [
    mails.paymentFailedMail({ ...order, paymentMethod: 'CARD' }).text,
    mails.paymentFailedMail({ ...order, paymentMethod: 'KOKO' }).text,
    mails.slipRejectedMail(order, 'The amount is not the order total.').text,
    mails.codConfirmMail(order, LINK, '123456').text,
    sms.codConfirmSms(order, LINK, '123456'),
    sms.slipRejectedSms(order, 'Wrong amount.'),
  ];

  it('an account order: My Orders in each', () => {
    for (const text of texts(orderPaidBy('BANK_TRANSFER'))) {
      expect(text).toContain('My Orders');
      expect(text).not.toContain("your order's page");
    }
  });

  it("a guest's order: its own page in each, never My Orders", () => {
    for (const text of texts(orderPaidBy('BANK_TRANSFER', { guest: true }))) {
      expect(text).toContain("your order's page");
      expect(text).not.toContain('My Orders');
    }
  });
});
