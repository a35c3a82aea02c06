import { describe, expect, it } from 'vitest';
import { colomboDatePlusDays } from '../../shared/rules/dates';
import { formatLkr, lineTotalCents, orderTotals } from '../../shared/rules/money';

describe('order money (contract 6.3): exact cents, rounded once at the end', () => {
  it('rounds a line that ends on exactly half a cent up, whatever binary floating point makes of it', () => {
    // 0.29 less 50 % = 14.5 cents; 4.14 less 25 % = 310.5 cents
    expect(lineTotalCents({ price: 0.29, discount: 50, quantity: 1 })).toBe(15);
    expect(lineTotalCents({ price: 4.14, discount: 25, quantity: 1 })).toBe(311);
    expect(lineTotalCents({ price: 1499.99, discount: 15, quantity: 1 })).toBe(127499);
  });

  it('keeps the summary adding up: total = subtotal - discount + shipping, to the cent', () => {
    // subtotal 10.01, discount 5.005, net 5.005 -> the total rounds once (305.01), and the parts must add up to it
    const t = orderTotals([{ price: 10.01, discount: 50, quantity: 1 }], 300);
    expect(t.totalCents).toBe(30501);
    expect(t.subtotalCents - t.discountCents + t.shippingCents + t.taxCents).toBe(t.totalCents);
  });

  it('prices with decimals, discounts of 0 and 100 and large quantities stay exact', () => {
    const t = orderTotals(
      [
        { price: 1499.99, discount: 15, quantity: 3 },
        { price: 2450, discount: 0, quantity: 100_000 },
        { price: 999.99, discount: 100, quantity: 7 },
        { price: 0.05, discount: 12.5, quantity: 1 },
      ],
      350,
    );
    // 1499.99 x 3 = 4499.97, less 674.9955; 245,000,000; 6,999.93 less all of it; 0.05 less 0.00625
    expect(t.subtotalCents).toBe(449997 + 24_500_000_000 + 699993 + 5);
    expect(t.totalCents).toBe(24_500_382_502 + 35_000); // 382,497.45 + 24,500,000,000 + 0 + 4.375 cents, then shipping
    expect(t.subtotalCents - t.discountCents + t.shippingCents).toBe(t.totalCents);
    expect(lineTotalCents({ price: 2450, discount: 0, quantity: 100_000 })).toBe(24_500_000_000);
    expect(lineTotalCents({ price: 999.99, discount: 100, quantity: 7 })).toBe(0);
  });

  it('formats preformatted amounts as LKR 1,234.00', () => {
    expect(formatLkr(1234)).toBe('LKR 1,234.00');
    expect(formatLkr(305.01)).toBe('LKR 305.01');
  });

  it('estimated arrival is 5 Colombo days later, also just after midnight in Colombo (still the day before in UTC)', () => {
    expect(colomboDatePlusDays(new Date('2025-10-01T18:29:00Z'), 5)).toBe('2025-10-06');
    expect(colomboDatePlusDays(new Date('2025-10-01T18:31:00Z'), 5)).toBe('2025-10-07');
    expect(colomboDatePlusDays(new Date('2025-12-31T19:00:00Z'), 5)).toBe('2026-01-06');
  });
});
