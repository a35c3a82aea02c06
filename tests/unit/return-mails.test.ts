import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../functions/domain/orders';
import type { ReturnRecord } from '../../functions/domain/returns';
import { FUNCTION_TEST_ENV } from '../support/function-env';

let mails: typeof import('../../functions/domain/mail');
beforeAll(async () => {
  Object.assign(process.env, FUNCTION_TEST_ENV);
  mails = await import('../../functions/domain/mail');
});

/** Just what the return mails read of a cash order and of its return. */
const order = {
  id: 1042,
  paymentMethod: 'COD',
  billing: { first_name: 'Nimal' },
  customer: { name: 'Nimal Perera', email: 'nimal@example.com' },
} as unknown as OrderRecord;
const received = (refundCents: number) =>
  ({
    id: 12,
    status: 'received',
    refundCents,
    items: [{ name: 'Beard Oil', quantity: 1 }],
    timeline: [],
  }) as unknown as ReturnRecord;

describe("the return's received mail", () => {
  it('promises the refund of what the items cost', () => {
    expect(mails.returnStepMail(order, received(247500)).text).toContain(
      'The items are back with us. We will refund LKR 2,475.00 shortly.',
    );
  });

  it('promises no refund of LKR 0.00 when there is nothing to refund (a cash order closed with 0)', () => {
    const mail = mails.returnStepMail(order, received(0));
    expect(mail.text).toContain(
      'The items are back with us. There is nothing to refund for them (LKR 0.00), so we will close your return.',
    );
    expect(mail.text).not.toContain('We will refund');
    expect(mail.html).not.toContain('We will refund');
  });
});
