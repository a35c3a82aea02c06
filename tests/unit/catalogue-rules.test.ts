import { describe, expect, it } from 'vitest';
import {
  PRICE_BANDS,
  clampQuantity,
  descriptionPreview,
  discountTag,
  isProductIdParam,
  priceBand,
  productPagePrice,
  quantityLimit,
  reviewsLabel,
  stockLabel,
} from '../../shared/rules/catalogue';
import { formatLkr } from '../../shared/rules/money';

describe('product page price (contract 6.3)', () => {
  it('rounds the unit discount to whole LKR, halves up: 2450 at 15% is 2082', () => {
    expect(productPagePrice(2450, 15)).toBe(2082);
    expect(formatLkr(productPagePrice(2450, 15))).toBe('LKR 2,082.00');
  });

  it('rounds below a half down and a half up', () => {
    expect(productPagePrice(1000, 12.34)).toBe(877); // 123.4 -> 123
    expect(productPagePrice(1001, 50)).toBe(500); // 500.5 -> 501
  });

  it('leaves the price alone without a discount', () => {
    expect(productPagePrice(1850, 0)).toBe(1850);
    expect(productPagePrice(1850, -5)).toBe(1850);
  });
});

describe('discount tag', () => {
  it('reads -N% for a positive percent, from a number or a numeric string', () => {
    expect(discountTag(15)).toBe('-15%');
    expect(discountTag('10.00')).toBe('-10%');
    expect(discountTag(12.5)).toBe('-12.5%');
  });

  it('is absent for 0, null and junk (no stray 0 on a card, contract 7.14)', () => {
    expect(discountTag(0)).toBeNull();
    expect(discountTag(null)).toBeNull();
    expect(discountTag(undefined)).toBeNull();
    expect(discountTag('abc')).toBeNull();
  });
});

describe('stock label (SPEC 9)', () => {
  it('says In Stock above 5, Only (n available) from 1 to 5, Out of Stock at 0', () => {
    expect(stockLabel(6)).toBe('In Stock');
    expect(stockLabel(42)).toBe('In Stock');
    expect(stockLabel(5)).toBe('Only (5 available)');
    expect(stockLabel(1)).toBe('Only (1 available)');
    expect(stockLabel(0)).toBe('Out of Stock');
    expect(stockLabel(-2)).toBe('Out of Stock');
  });
});

describe('price bands (SPEC 9, contract 6.12)', () => {
  it('has the four labels of SPEC in order', () => {
    expect(PRICE_BANDS.map((b) => b.label)).toEqual([
      'All Price',
      'Under LKR 1000',
      'LKR 1000 - LKR 2000',
      'Over LKR 2000',
    ]);
  });

  it('puts 1000 and 2000 in the middle band, inclusive', () => {
    const band = (p: number) => PRICE_BANDS.filter((b) => b.id !== 'all' && b.test(p)).map((b) => b.id);
    expect(band(999.99)).toEqual(['under-1000']);
    expect(band(1000)).toEqual(['1000-2000']);
    expect(band(2000)).toEqual(['1000-2000']);
    expect(band(2000.01)).toEqual(['over-2000']);
  });

  it('finds a band by id or label; unknown or missing means all prices', () => {
    expect(priceBand('over-2000').id).toBe('over-2000');
    expect(priceBand('Under LKR 1000').id).toBe('under-1000');
    expect(priceBand('cheap').id).toBe('all');
    expect(priceBand(null).id).toBe('all');
  });
});

describe('description preview (contract 6.17)', () => {
  it('keeps text of at most 100 characters, with whitespace runs collapsed and trimmed', () => {
    expect(descriptionPreview('  Rich   oil\nfor  beards ')).toBe('Rich oil for beards');
    const hundred = 'a'.repeat(100);
    expect(descriptionPreview(hundred)).toBe(hundred);
  });

  it('cuts at the last space at or before index 97 when it lies after index 82', () => {
    const text = `${'a'.repeat(90)} ${'b'.repeat(30)}`; // space at index 90
    expect(descriptionPreview(text)).toBe(`${'a'.repeat(90)}...`);
  });

  it('cuts at index 97 when the last space is at 82 or before', () => {
    const text = `${'a'.repeat(82)} ${'b'.repeat(40)}`; // space at index 82: not after 82
    const out = descriptionPreview(text);
    expect(out).toBe(`${'a'.repeat(82)} ${'b'.repeat(14)}...`);
    expect(out.length).toBe(100);
  });

  it('uses a space exactly at index 97', () => {
    const text = `${'a'.repeat(97)} ${'b'.repeat(10)}`;
    expect(descriptionPreview(text)).toBe(`${'a'.repeat(97)}...`);
  });
});

describe('reviews label (SPEC 2)', () => {
  it('shows thousands with at most one decimal and en-US grouping', () => {
    expect(reviewsLabel(1.2)).toBe('(1.2k) Customer Reviews');
    expect(reviewsLabel(1.25)).toBe('(1.3k) Customer Reviews');
    expect(reviewsLabel(2)).toBe('(2k) Customer Reviews');
    expect(reviewsLabel(1234.56)).toBe('(1,234.6k) Customer Reviews');
  });
});

describe('product id in the path', () => {
  it('accepts digits only', () => {
    expect(isProductIdParam('12')).toBe(true);
    expect(isProductIdParam('12a')).toBe(false);
    expect(isProductIdParam('-1')).toBe(false);
    expect(isProductIdParam('1.5')).toBe(false);
    expect(isProductIdParam('')).toBe(false);
    expect(isProductIdParam(undefined)).toBe(false);
  });
});

describe('quantity selector (SPEC 5)', () => {
  it('is limited by the stock, and by 100 when the stock is unknown', () => {
    expect(quantityLimit(4)).toBe(4);
    expect(quantityLimit(250)).toBe(250);
    expect(quantityLimit(0)).toBe(0);
    expect(quantityLimit(undefined)).toBe(100);
    expect(quantityLimit(null)).toBe(100);
  });

  it('makes any typed value an integer from 1 to the maximum', () => {
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-4, 5)).toBe(1);
    expect(clampQuantity('2.7', 5)).toBe(2);
    expect(clampQuantity('', 5)).toBe(1);
    expect(clampQuantity('abc', 5)).toBe(1);
    expect(clampQuantity(7, 0)).toBe(1);
  });
});
