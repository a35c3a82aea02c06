import { useMoney } from '../../lib/i18n';
import { cartLineName, type CartLine } from './cart-line';

/** The lines of an order, each named with its variant, its quantity and its total: checkout's summary and step 3. */
export function OrderedItems({ lines, label, className }: { lines: CartLine[]; label?: string; className?: string }) {
  const money = useMoney();
  return (
    <ul className={className ? `checkout-items ${className}` : 'checkout-items'} aria-label={label}>
      {lines.map((l) => (
        <li key={l.id}>
          <span>
            {cartLineName(l)} × {l.quantity}
          </span>
          <span>{money(l.total_price)}</span>
        </li>
      ))}
    </ul>
  );
}
