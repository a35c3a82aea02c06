import { fromCents, orderTotals } from '../../../../shared/rules/money';
import type { CartLine } from './api';

/** A number from the wire: prices and discounts may arrive as "2450.00" (contract 0.5); null/NaN count as 0. */
const num = (v: number | string | null | undefined) => {
  const n = typeof v === 'number' ? v : parseFloat(v ?? '');
  return Number.isFinite(n) ? n : 0;
};

export interface CartSummary {
  subtotal: number;
  discounts: number;
  shipping: number;
  total: number;
}

/**
 * Contract 6.3: Subtotal = sum of price x qty; Discounts = sum of price x discount / 100 x qty, not rounded per line;
 * Total = Subtotal - Discounts (+ shipping at checkout). Rounded to the cent only at the end, as the server does.
 */
export function cartSummary(lines: CartLine[], shippingLkr = 0): CartSummary {
  const t = orderTotals(
    lines.map((l) => ({ price: num(l.product.price), discount: num(l.product.discount), quantity: l.quantity })),
    shippingLkr,
  );
  return {
    subtotal: fromCents(t.subtotalCents),
    discounts: fromCents(t.discountCents),
    shipping: fromCents(t.shippingCents),
    total: fromCents(t.totalCents),
  };
}

export const linePrice = (line: CartLine) => num(line.product.price);
