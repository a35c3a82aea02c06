import { useMoney, useText } from '../../lib/i18n';
import type { CustomerReturn } from './api/return-types';
import { useReturnLabels } from './use-return-labels';

/** An order's returns, beside its lines in My Orders: each one's number, status and refund. */
export function OrderReturns({ returns }: { returns: CustomerReturn[] }) {
  const t = useText();
  const money = useMoney();
  const labels = useReturnLabels();
  if (returns.length === 0) return null;
  return (
    <ul className="rt-order-returns" aria-label={t('returns.ofOrder')}>
      {returns.map((ret) => (
        <li key={ret.id}>
          {t('returns.line', { id: ret.id })}
          <span className={`rt-status rt-status--${ret.status}`}>{labels.status(ret.status)}</span>
          {` · ${money(ret.refund_amount)}`}
          {ret.refund_reference ? t('returns.lineReference', { reference: ret.refund_reference }) : ''}
        </li>
      ))}
    </ul>
  );
}
