import { describe, expect, it } from 'vitest';
import { groupedDecimal } from '../../shared/rules/number-text';

// Intl is the reference: the helper replaces toLocaleString('en-US', ...) and must print what it printed.
const intl = (value: number, max: number, min: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: min, maximumFractionDigits: max });

describe('groupedDecimal', () => {
  it('prints prices as en-US with two decimals', () => {
    expect(groupedDecimal(2450, 2)).toBe('2,450.00');
    expect(groupedDecimal(1234567.891, 2)).toBe('1,234,567.89');
    expect(groupedDecimal(-1234.5, 2)).toBe('-1,234.50');
    expect(groupedDecimal(1.005, 2)).toBe('1.01');
    expect(groupedDecimal(0.125, 2)).toBe(intl(0.125, 2, 2));
    expect(groupedDecimal(99.999, 2)).toBe('100.00');
  });

  it('drops decimals down to the minimum', () => {
    expect(groupedDecimal(2, 1, 0)).toBe('2');
    expect(groupedDecimal(1.25, 1, 0)).toBe('1.3');
    expect(groupedDecimal(1000.04, 1, 0)).toBe('1,000');
    expect(groupedDecimal(1, 2, 1)).toBe('1.0');
  });

  it('matches toLocaleString over many values, halves included', () => {
    const values = [0, -0, -0.001, 0.5, 1.005, 2.675, 999.995, 1000, 99999.5, 123456.785, 1e-7, 5e21, 1.45, 0.05];
    for (let i = 0; i < 2000; i++) values.push(Math.round(Math.sin(i) * 10 ** (i % 8) * 1000) / 1000);
    for (const v of values) {
      expect(groupedDecimal(v, 2)).toBe(intl(v, 2, 2));
      expect(groupedDecimal(v, 1, 0)).toBe(intl(v, 1, 0));
    }
  });
});
