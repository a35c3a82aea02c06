import { orderNumber } from '../../../../shared/rules/orders';
import { lineName } from '../../../../shared/rules/variants';
import { useDates, useMoney, useText } from '../../lib/i18n';
import type { CustomerReturn } from './api/return-types';
import { useReturnLabels } from './use-return-labels';

/** One of the customer's returns: its status, items, refund (amount, how, reference) and why it was asked. */
export function ReturnCard({ ret }: { ret: CustomerReturn }) {
  const t = useText();
  const money = useMoney();
  const { day } = useDates();
  const labels = useReturnLabels();
  const title = t('returns.title', { id: ret.id });
  return (
    <article className="rt-card" aria-label={title}>
      <header className="rt-card__head">
        <h3>
          {title} <span className="rt-card__order">{t('returns.order', { number: orderNumber(ret.order_id) })}</span>
        </h3>
        <span className={`rt-status rt-status--${ret.status}`}>{labels.status(ret.status)}</span>
      </header>
      <p className="rt-card__meta">
        {t('returns.asked', { date: day(ret.created_at) })} · {labels.reason(ret.reason)}
        {ret.note ? ` · “${ret.note}”` : ''}
      </p>
      <ul className="rt-card__items">
        {ret.items.map((item) => (
          <li key={`${item.product_id}-${item.variant_id ?? ''}`}>
            <span>
              {lineName(item.product_name, item.variant_label)} × {item.quantity}
            </span>
            <span>{money(item.amount)}</span>
          </li>
        ))}
      </ul>
      <dl className="rt-card__refund">
        <dt>{t('returns.refund')}</dt>
        <dd>
          {money(ret.refund_amount)} ({labels.refund(ret.refund_method)})
        </dd>
        {ret.refund_reference && (
          <>
            <dt>{t('returns.reference')}</dt>
            <dd>{ret.refund_reference}</dd>
          </>
        )}
      </dl>
    </article>
  );
}
