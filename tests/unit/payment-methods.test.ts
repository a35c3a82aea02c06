import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../functions/domain/orders';
import { checkoutMethod, paymentMethodOf } from '../../functions/domain/payments';
import { PAYMENT_METHODS, type PaymentMethod } from '../../shared/rules/payments';

const NOW = new Date('2026-03-01T10:00:00.000Z');

beforeAll(() => {
  process.env.PAYHERE_MERCHANT_ID ??= '1211149';
  process.env.PAYHERE_MERCHANT_SECRET ??= 'unit-test-secret';
  process.env.PAYMENT_WINDOW_SECONDS = '1800';
});

describe('the payment methods registry (decision 0070)', () => {
  it('has a plug-in for every id the API answers, under that id', () => {
    for (const id of PAYMENT_METHODS) expect(paymentMethodOf(id).id).toBe(id);
    expect(() => paymentMethodOf('BITCOIN' as PaymentMethod)).toThrow('No payment method has the id BITCOIN.');
  });

  it("finds a checkout route's method: the one the body names among the route's, or the route's own", () => {
    expect(checkoutMethod('checkout-cod', 'COD')?.id).toBe('COD');
    expect(checkoutMethod('checkout-cod', 'CARD')).toBeNull();
    expect(checkoutMethod('checkout-cod', 'BITCOIN')).toBeNull();
    expect(checkoutMethod('checkout-payhere')?.id).toBe('CARD');
  });
});

describe('cash on delivery', () => {
  const cod = paymentMethodOf('COD');

  it('starts on delivery without a deadline, a sale confirmed when placed, never expiring or paid again', async () => {
    expect(await cod.newOrderPayment(NOW)).toEqual({ paymentStatus: 'on_delivery' });
    expect(await cod.checkoutAnswer({} as OrderRecord)).toEqual({});
    expect(cod).toMatchObject({
      confirmedWhen: 'placed',
      saleBeforePayment: true,
      canPayAgain: false,
      expiresUnpaid: false,
    });
    expect(cod.notifications).toBeUndefined();
  });

  it('is refunded by staff with a bank transfer reference', () => {
    expect(cod.refunds).toMatchObject({ by: 'staff', method: 'bank_transfer' });
    expect(cod.refunds.timelineNote('BOC-1')).toBe('by bank transfer (reference BOC-1)');
  });
});

describe('a card through PayHere', () => {
  const card = paymentMethodOf('CARD');

  it('starts unpaid with the payment window as its deadline, a sale only once paid, expiring and payable again', async () => {
    expect(await card.newOrderPayment(NOW)).toEqual({
      paymentStatus: 'unpaid',
      paymentDeadline: '2026-03-01T10:30:00.000Z',
    });
    expect(card).toMatchObject({
      confirmedWhen: 'paid',
      saleBeforePayment: false,
      canPayAgain: true,
      expiresUnpaid: true,
    });
    expect(card.notifications).toBeDefined();
  });

  it('is refunded through PayHere, and refused without PayHere ever being called when the order holds no payment', async () => {
    expect(card.refunds).toMatchObject({ by: 'provider', method: 'payhere' });
    if (card.refunds.by !== 'provider') throw new Error('a provider refund');
    expect(await card.refunds.refund({ id: 1 } as OrderRecord, 1000, 'Return 1')).toEqual({ kind: 'refused' });
    expect(card.refunds.timelineNote('R-9')).toBe('through PayHere (refund R-9)');
  });
});
