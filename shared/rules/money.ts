import { groupedDecimal } from './number-text';

/**
 * Money is computed in integer cents and shown as `LKR 1,234.00`. Order maths follows contract 6.3 so that the
 * order equals, to the cent, the cart summary the customer saw.
 */
export const toCents = (lkr: number) => Math.round(lkr * 100);
export const fromCents = (cents: number) => Math.round(cents) / 100;

/** `1,234.00`: thousands separators and two decimals; a price the server sent as text is read as a number. */
export function formatAmount(amount: number | string): string {
  return groupedDecimal(Number(amount), 2);
}

/** `LKR 1,234.00`, or the server's currency code in front when it sends one. */
export function formatLkr(amount: number | string, currency = 'LKR'): string {
  return `${currency || 'LKR'} ${formatAmount(amount)}`;
}

export interface PricedLine {
  price: number;
  discount: number;
  quantity: number;
}

/** A discount percent as a whole number of millionths of a percent: exact for any percent typed with up to 6 decimals. */
const ONE_HUNDRED_PERCENT = 100_000_000n;
const percentUnits = (pct: number) => BigInt(Math.round(pct * 1_000_000));

/**
 * (price - price x pct / 100) x qty, in cents times ONE_HUNDRED_PERCENT: an exact integer (BigInt), so that sums of
 * lines and the single rounding at the end are exact; floating point turns 14.5 cents into 14.499999.
 */
const discountedUnits = (line: PricedLine) =>
  BigInt(toCents(line.price)) * BigInt(line.quantity) * (ONE_HUNDRED_PERCENT - percentUnits(line.discount));

/** Rounds a non-negative amount in ONE_HUNDRED_PERCENT units to whole cents, halves up. */
const toRoundedCents = (units: bigint) => Number((2n * units + ONE_HUNDRED_PERCENT) / (2n * ONE_HUNDRED_PERCENT));

/** Line total = (price - price x pct / 100) x qty, rounded to the cent once, at the end. */
export function lineTotalCents(line: PricedLine): number {
  return toRoundedCents(discountedUnits(line));
}

/**
 * Subtotal = sum of price x qty; total = subtotal - discounts + shipping, with the discounted amount rounded once.
 * The discount shown is what makes the parts add up to that total (subtotal - discount + shipping = total).
 */
export function orderTotals(lines: PricedLine[], shippingLkr: number) {
  const subtotalCents = lines.reduce((s, l) => s + toCents(l.price) * l.quantity, 0);
  const netCents = toRoundedCents(lines.reduce((s, l) => s + discountedUnits(l), 0n));
  const shippingCents = toCents(shippingLkr);
  return {
    subtotalCents,
    discountCents: subtotalCents - netCents,
    shippingCents,
    taxCents: 0,
    totalCents: netCents + shippingCents,
  };
}

/** The lines' net (discounted) sum in cents, rounded half up once. */
export function netCents(lines: PricedLine[]): number {
  return toRoundedCents(lines.reduce((s, l) => s + discountedUnits(l), 0n));
}

/** `pct` percent of the lines' net sum, computed exactly and rounded half up once (a percent discount code). */
export function percentOfNetCents(lines: PricedLine[], pct: number): number {
  const units = lines.reduce((s, l) => s + discountedUnits(l), 0n) * percentUnits(pct);
  const scale = ONE_HUNDRED_PERCENT * ONE_HUNDRED_PERCENT;
  return Number((2n * units + scale) / (2n * scale));
}

/**
 * Each line's part of the lines' net sum, in cents, rounded half up on the running sum: the parts add up to exactly
 * `netCents(lines)` (what the order charged for its goods), which rounding each line alone does not promise.
 */
export function netCentsByLine(lines: PricedLine[]): number[] {
  let running = 0n;
  let before = 0;
  return lines.map((line) => {
    running += discountedUnits(line);
    const upTo = toRoundedCents(running);
    const part = upTo - before;
    before = upTo;
    return part;
  });
}

/** `total` shared out over parts in proportion to their weights, half up on the running sum: the shares add up to `total`. */
export function shareByWeight(total: number, weights: number[]): number[] {
  const all = weights.reduce((s, w) => s + w, 0);
  if (all <= 0) return weights.map(() => 0);
  let running = 0;
  let before = 0;
  return weights.map((w) => {
    running += w;
    const upTo = roundedRatio(total, running, all);
    const part = upTo - before;
    before = upTo;
    return part;
  });
}

/** a x b / c for non-negative integers, exactly (BigInt) and rounded half up. */
export function roundedRatio(a: number, b: number, c: number): number {
  const [x, y, z] = [BigInt(a), BigInt(b), BigInt(c)];
  return Number((2n * x * y + z) / (2n * z));
}
