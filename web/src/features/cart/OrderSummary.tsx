import { formatLkr } from '../../../../shared/rules/money';
import type { CartSummary } from './cart-summary';

/** Subtotal, discounts, optional shipping and total, as contract 6.3 computes them. */
export function OrderSummary({ summary, withShipping = false }: { summary: CartSummary; withShipping?: boolean }) {
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
      {withShipping && (
        <div>
          <dt>Shipping</dt>
          <dd>{formatLkr(summary.shipping)}</dd>
        </div>
      )}
      <div className="cart-summary__total">
        <dt>Total</dt>
        <dd>{formatLkr(summary.total)}</dd>
      </div>
    </dl>
  );
}
