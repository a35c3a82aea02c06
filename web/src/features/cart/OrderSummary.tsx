import { formatLkr, fromCents, toCents } from '../../../../shared/rules/money';
import type { CartDiscount } from './api/cart-discount';
import type { CartSummary } from './cart-summary';

/**
 * Subtotal, discounts, optional shipping and total, as contract 6.3 computes them; a discount code on the cart has
 * its own row ("Discount (MOVEMBER) −LKR 480.00") and comes off the total.
 */
export function OrderSummary({
  summary,
  withShipping = false,
  discount = null,
}: {
  summary: CartSummary;
  withShipping?: boolean;
  discount?: CartDiscount | null;
}) {
  const code = discount?.code ? discount : null;
  const total = code ? fromCents(toCents(summary.total) - toCents(code.amount)) : summary.total;
  return (
    <dl className="cart-summary">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatLkr(summary.subtotal)}</dd>
      </div>
      <div>
        <dt>Discounts</dt>
        <dd>{summary.discounts > 0 ? `- ${formatLkr(summary.discounts)}` : formatLkr(0)}</dd>
      </div>
      {code && (
        <div>
          <dt>Discount ({code.code})</dt>
          <dd>−{formatLkr(code.amount)}</dd>
        </div>
      )}
      {withShipping && (
        <div>
          <dt>Shipping</dt>
          <dd>{formatLkr(summary.shipping)}</dd>
        </div>
      )}
      <div className="cart-summary__total">
        <dt>Total</dt>
        <dd>{formatLkr(total)}</dd>
      </div>
    </dl>
  );
}
