import { useId, useState, type FormEvent } from 'react';
import { COD_CODE_PATTERN } from '../../../../../../shared/rules/cod-confirmation';
import { ApiError } from '../../../../lib/api';
import { useText } from '../../../../lib/i18n';
import type { OrderPaymentFacts } from '../payment-method';
import { useConfirmOrderByCode } from './api/confirm-order-by-code';
import './cod-confirmation.css';

/**
 * A cash order's confirmation in My Orders (issue 31): where it stands and, while it awaits, the SMS code's field.
 * Nothing for an order that never asked for one.
 */
export function CodConfirmationState({ order, onPaid }: { order: OrderPaymentFacts; onPaid?: () => void }) {
  const state = order.codConfirmation;
  const t = useText();
  if (!state) return null;
  return (
    <span className="orders-table__payment">
      {' · '}
      {t('paymentState.cash')}{' '}
      <strong data-testid={`cod-confirmation-${order.orderId}`}>{t(`codConfirmation.${state}`)}</strong>
      {state === 'awaiting' && order.status === 'pending' && <CodeForm orderId={order.orderId} onConfirmed={onPaid} />}
    </span>
  );
}

/** The SMS code's field and its Confirm order button. */
function CodeForm({ orderId, onConfirmed }: { orderId: number; onConfirmed?: () => void }) {
  const confirm = useConfirmOrderByCode(orderId);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const t = useText();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const typed = code.trim();
    if (!COD_CODE_PATTERN.test(typed)) return setError(t('codConfirmation.codeFormat'));
    setError(null);
    confirm.mutate(typed, {
      onSuccess: () => onConfirmed?.(),
      onError: (failure) =>
        setError((failure instanceof ApiError && failure.serverMessage) || t('codConfirmation.failed')),
    });
  };

  return (
    <form className="orders-table__confirm" onSubmit={submit} noValidate>
      <label htmlFor={fieldId}>{t('codConfirmation.code')}</label>
      <input
        id={fieldId}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
      />
      <button type="submit" className="btn btn--small" disabled={confirm.isPending}>
        {t('codConfirmation.confirm')}
      </button>
      {error && (
        <span id={`${fieldId}-error`} role="alert" className="orders-table__confirm-error">
          {error}
        </span>
      )}
    </form>
  );
}
