import { formatLkr } from '../../../../shared/rules/money';
import { RETURN_STATUS_LABELS, labelOf } from '../../lib/return-texts';
import type { CustomerReturn } from './api/return-types';

/** An order's returns, beside its lines in My Orders: each one's number, status and refund. */
export function OrderReturns({ returns }: { returns: CustomerReturn[] }) {
  if (returns.length === 0) return null;
  return (
    <ul className="rt-order-returns" aria-label="Returns of this order">
      {returns.map((ret) => (
        <li key={ret.id}>
          {`Return #${ret.id}: `}
          <span className={`rt-status rt-status--${ret.status}`}>{labelOf(RETURN_STATUS_LABELS, ret.status)}</span>
          {` · ${formatLkr(ret.refund_amount)}`}
          {ret.refund_reference ? ` · reference ${ret.refund_reference}` : ''}
        </li>
      ))}
    </ul>
  );
}
