/**
 * Money is computed in integer cents and shown as `LKR 1,234.00`. Order maths follows contract 6.3 so that the
 * order equals, to the cent, the cart summary the customer saw.
 */
export const toCents = (lkr: number) => Math.round(lkr * 100);
export const fromCents = (cents: number) => Math.round(cents) / 100;

/** `1,234.00`: thousands separators and two decimals; a price the server sent as text is read as a number. */
export function formatAmount(amount: number | string): string {
  return Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
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

/** Line total = (price - price x pct / 100) x qty, rounded to the cent once, at the end. */
export function lineTotalCents(line: PricedLine): number {
  return Math.round(line.price * 100 * line.quantity - (line.price * 100 * line.discount * line.quantity) / 100);
}

/** Subtotal = sum of price x qty; discounts = sum of price x pct / 100 x qty (unrounded per line); total = subtotal - discounts + shipping. */
export function orderTotals(lines: PricedLine[], shippingLkr: number) {
  const subtotal = lines.reduce((s, l) => s + l.price * 100 * l.quantity, 0);
  const discount = lines.reduce((s, l) => s + (l.price * 100 * l.discount * l.quantity) / 100, 0);
  const shipping = shippingLkr * 100;
  const subtotalCents = Math.round(subtotal);
  const discountCents = Math.round(discount);
  return {
    subtotalCents,
    discountCents,
    shippingCents: Math.round(shipping),
    taxCents: 0,
    totalCents: Math.round(subtotal - discount + shipping),
  };
}
