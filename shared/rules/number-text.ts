/**
 * A number as en-US text with thousands separators, rounded to `maxDecimals` and showing at least `minDecimals`:
 * `(1234.5, 2)` -> "1,234.50", `(2, 1, 0)` -> "2". It prints what `toLocaleString('en-US', ...)` prints: like ICU,
 * it rounds the number's shortest decimal form half away from zero (1.005 -> "1.01", where toFixed gives "1.00").
 *
 * Written out because a page's first Intl number format loads ICU's locale data: 55-120 ms of main thread in this
 * project's Chromium, on every storefront page (decision 0043).
 */
export function groupedDecimal(value: number, maxDecimals: number, minDecimals = maxDecimals): string {
  if (!Number.isFinite(value)) return value.toLocaleString('en-US');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const [whole, fraction] = roundedDigits(Math.abs(value), maxDecimals);
  const shown = fraction.replace(/0+$/, '').padEnd(minDecimals, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${shown ? `.${shown}` : ''}`;
}

/** The whole and fraction digits of a non-negative number rounded to `decimals`, the fraction `decimals` long. */
function roundedDigits(abs: number, decimals: number): [string, string] {
  const text = String(abs);
  // Exponent forms: a whole number of 1e21 or more, or a fraction below 1e-6 (which toFixed rounds well enough).
  if (text.includes('e'))
    return abs >= 1 ? [BigInt(abs).toString(), '0'.repeat(decimals)] : split(abs.toFixed(decimals));
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length <= decimals) return [whole, fraction.padEnd(decimals, '0')];
  const digits = whole + fraction.slice(0, decimals);
  const rounded = fraction[decimals] >= '5' ? (BigInt(digits) + 1n).toString().padStart(digits.length, '0') : digits;
  const cut = rounded.length - decimals;
  return [rounded.slice(0, cut), rounded.slice(cut)];
}

const split = (fixed: string): [string, string] => {
  const [whole, fraction = ''] = fixed.split('.');
  return [whole, fraction];
};
