import { PAYABLE_STATUSES } from '../../../../../../shared/rules/payments';
import { toast } from '../../../../components/toasts';
import { ApiError } from '../../../../lib/api';
import { useText } from '../../../../lib/i18n';
import type { OrderPaymentFacts } from '../payment-method';
import { useKokoPayAgain } from './api/pay-again';

/** A KOKO order's payment status in My Orders, with Pay with KOKO while it can still be paid (window open). */
export function KokoPaymentState({ order }: { order: OrderPaymentFacts }) {
  const payment = useKokoPayAgain(order.orderId);
  const t = useText();
  const open =
    PAYABLE_STATUSES.includes(order.paymentStatus) &&
    order.paymentDeadline !== null &&
    Date.parse(order.paymentDeadline) > Date.now();

  const pay = () =>
    payment.mutate(undefined, {
      onError: (error) =>
        toast.error((error instanceof ApiError && error.serverMessage) || t('payment.KOKO.startFailed'), 4000),
    });

  return (
    <span className="orders-table__payment">
      {' · '}
      {t('paymentState.koko')}{' '}
      <strong data-testid={`payment-status-${order.orderId}`}>{t(`paymentStatus.${order.paymentStatus}`)}</strong>
      {open && (
        <button type="button" className="btn btn--accent btn--small" onClick={pay} disabled={payment.isPending}>
          {t('payAgain.koko')}
        </button>
      )}
    </span>
  );
}
