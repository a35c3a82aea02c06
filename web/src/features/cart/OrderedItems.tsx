import { formatLkr } from '../../../../shared/rules/money';
import { cartLineName, type CartLine } from './cart-line';

/** The lines of an order, each named with its variant, its quantity and its total: checkout's summary and step 3. */
export function OrderedItems({ lines, label, className }: { lines: CartLine[]; label?: string; className?: string }) {
  return (
    <ul className={className ? `checkout-items ${className}` : 'checkout-items'} aria-label={label}>
      {lines.map((l) => (
        <li key={l.id}>
          <span>
            {cartLineName(l)} × {l.quantity}
          </span>
          <span>{formatLkr(l.total_price)}</span>
        </li>
      ))}
    </ul>
  );
}
