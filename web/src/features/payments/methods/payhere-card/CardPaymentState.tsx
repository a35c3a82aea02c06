import { PAYABLE_STATUSES, type PaymentStatus } from '../../../../../../shared/rules/payments';
import { toast } from '../../../../components/toasts';
import { ApiError } from '../../../../lib/api';
import { useText } from '../../../../lib/i18n';
import { usePayAgain } from './api/pay-again';

/** What this reads of an order (My Orders' group of S11 lines). */
export interface CardOrder {
  orderId: number;
  paymentStatus: PaymentStatus;
  paymentDeadline: string | null;
}

/** A card order's payment status in My Orders, with Pay now while it can still be paid (window open). */
export function CardPaymentState({ order, onPaid }: { order: CardOrder; onPaid?: () => void }) {
  const payment = usePayAgain(order.orderId);
  const t = useText();
  const open =
    PAYABLE_STATUSES.includes(order.paymentStatus) &&
    order.paymentDeadline !== null &&
    Date.parse(order.paymentDeadline) > Date.now();

  const pay = () =>
    payment.mutate(undefined, {
      onSuccess: () => onPaid?.(),
      onError: (error) =>
        toast.error((error instanceof ApiError && error.serverMessage) || t('payment.CARD.startFailed'), 4000),
    });

  return (
    <span className="orders-table__payment">
      {' · '}
      {t('paymentState.card')}{' '}
      <strong data-testid={`payment-status-${order.orderId}`}>{t(`paymentStatus.${order.paymentStatus}`)}</strong>
      {open && (
        <button type="button" className="btn btn--accent btn--small" onClick={pay} disabled={payment.isPending}>
          {t('payAgain.card')}
        </button>
      )}
    </span>
  );
}
