import { shortDate } from '../../../../shared/rules/dates';
import { formatLkr } from '../../../../shared/rules/money';
import { orderNumber } from '../../../../shared/rules/orders';
import { lineName } from '../../../../shared/rules/variants';
import { REFUND_METHOD_LABELS, RETURN_REASON_LABELS, RETURN_STATUS_LABELS, labelOf } from '../../lib/return-texts';
import type { CustomerReturn } from './api/return-types';

/** One of the customer's returns: its status, items, refund (amount, how, reference) and why it was asked. */
export function ReturnCard({ ret }: { ret: CustomerReturn }) {
  const title = `Return #${ret.id}`;
  return (
    <article className="rt-card" aria-label={title}>
      <header className="rt-card__head">
        <h3>
          {title} <span className="rt-card__order">· Order {orderNumber(ret.order_id)}</span>
        </h3>
        <span className={`rt-status rt-status--${ret.status}`}>{labelOf(RETURN_STATUS_LABELS, ret.status)}</span>
      </header>
      <p className="rt-card__meta">
        Asked {shortDate(ret.created_at)} · {labelOf(RETURN_REASON_LABELS, ret.reason)}
        {ret.note ? ` · “${ret.note}”` : ''}
      </p>
      <ul className="rt-card__items">
        {ret.items.map((item) => (
          <li key={`${item.product_id}-${item.variant_id ?? ''}`}>
            <span>
              {lineName(item.product_name, item.variant_label)} × {item.quantity}
            </span>
            <span>{formatLkr(item.amount)}</span>
          </li>
        ))}
      </ul>
      <dl className="rt-card__refund">
        <dt>Refund</dt>
        <dd>
          {formatLkr(ret.refund_amount)} ({labelOf(REFUND_METHOD_LABELS, ret.refund_method)})
        </dd>
        {ret.refund_reference && (
          <>
            <dt>Reference</dt>
            <dd>{ret.refund_reference}</dd>
          </>
        )}
      </dl>
    </article>
  );
}
