import { describe, expect, it } from 'vitest';
import { priceWithCode, refusalOf, type CodeLine, type CodeRecord } from '../../functions/domain/promotions';

const line = (price: number, quantity: number, category = 'Beard', discount = 0): CodeLine => ({
  price,
  quantity,
  category,
  discount,
});
const percent = (value: number, categories: CodeRecord['categories'] = []) =>
  ({ kind: 'percent', value, categories }) as const;

describe('discount code pricing (decision 0058)', () => {
  it('takes a percent of the lines net of their own discounts, rounded half up once per order', () => {
    // 3 x 333.33 at 15% off = 849.9915 net; 10% of it = 84.99915 -> 85.00 (line by line would give 84.99)
    expect(priceWithCode(percent(10), [line(333.33, 3, 'Beard', 15)], null).goodsCents).toBe(8500);
    // 0.05 at 10%: half a cent rounds up
    expect(priceWithCode(percent(10), [line(0.05, 1)], null).goodsCents).toBe(1);
    expect(priceWithCode(percent(10), [line(2400, 2)], null)).toEqual({
      coveredCents: 480000,
      goodsCents: 48000,
      shippingCents: 0,
      amountCents: 48000,
    });
  });

  it('100% takes exactly what the covered lines cost, never more', () => {
    const lines = [line(1333.33, 3, 'Beard', 10), line(999.99, 1, 'Hair')];
    const price = priceWithCode(percent(100), lines, 35000);
    expect(price.goodsCents).toBe(price.coveredCents);
    expect(price.coveredCents).toBe(359999 + 99999);
  });

  it('a fixed amount above the subtotal takes the subtotal: the total never goes below 0', () => {
    expect(priceWithCode({ kind: 'fixed', value: 5000, categories: [] }, [line(1200, 2)], 35000)).toMatchObject({
      goodsCents: 240000,
      shippingCents: 0,
    });
    expect(priceWithCode({ kind: 'fixed', value: 500, categories: [] }, [line(1200, 2)], null).goodsCents).toBe(50000);
  });

  it('a code whose categories match one line of three discounts that line only', () => {
    const lines = [line(2450, 2, 'Beard', 10), line(1000, 1, 'Hair'), line(500, 3, 'Accessories')];
    const price = priceWithCode(percent(15, ['Beard']), lines, null);
    expect(price).toEqual({ coveredCents: 441000, goodsCents: 66150, shippingCents: 0, amountCents: 66150 });
    expect(priceWithCode({ kind: 'fixed', value: 9999, categories: ['Hair'] }, lines, null).goodsCents).toBe(100000);
  });

  it("free shipping zeroes the zone's delivery rate, and needs a covered line", () => {
    const free = { kind: 'free_shipping' as const, value: 0, categories: ['Hair' as const] };
    expect(priceWithCode(free, [line(1000, 1, 'Hair')], 35000)).toMatchObject({ goodsCents: 0, amountCents: 35000 });
    expect(priceWithCode(free, [line(1000, 1, 'Beard')], 35000).amountCents).toBe(0);
    expect(priceWithCode(free, [line(1000, 1, 'Hair')], null).amountCents).toBe(0);
  });
});

describe('discount code refusals', () => {
  const now = new Date('2026-11-20T10:00:00Z');
  const code: CodeRecord = {
    code: 'MOVEMBER',
    kind: 'percent',
    value: 10,
    categories: [],
    active: true,
    perCustomerLimit: 1,
    uses: 0,
    discountTotalCents: 0,
    createdAt: '',
    updatedAt: '',
  };
  const lines = [line(1000, 1)];

  it('says why, in the shopper words, first what matters most', () => {
    expect(refusalOf(null, lines, 0, now)).toBe('This code does not exist.');
    expect(refusalOf({ ...code, startsAt: '2026-11-21T00:00:00Z' }, lines, 0, now)).toBe(
      'This code is not active yet.',
    );
    expect(refusalOf({ ...code, endsAt: '2026-11-20T10:00:00Z' }, lines, 0, now)).toBe('This code has expired.');
    expect(refusalOf({ ...code, active: false }, lines, 0, now)).toBe('This code has expired.');
    expect(refusalOf(code, lines, 1, now)).toBe('You have already used this code.');
    expect(refusalOf({ ...code, usageLimit: 5, uses: 5 }, lines, 0, now)).toBe(
      'This code has reached its usage limit.',
    );
    expect(refusalOf({ ...code, categories: ['Hair'] }, lines, 0, now)).toBe(
      'This code does not apply to the items in your cart.',
    );
    expect(refusalOf({ ...code, minSubtotal: 3000 }, lines, 0, now)).toBe(
      'Spend at least LKR 3,000.00 to use this code.',
    );
    expect(refusalOf({ ...code, minSubtotal: 1000, usageLimit: 5, uses: 4 }, lines, 0, now)).toBeNull();
  });
});
