import { useId, useState, type FormEvent } from 'react';
import { SLIP_MAX_BYTES } from '../../../../../../shared/messages/bank-transfer';
import { toast } from '../../../../components/toasts';
import { ApiError } from '../../../../lib/api';
import { useText } from '../../../../lib/i18n';
import { useOrderScope } from '../../../../lib/order-scope';
import type { OrderPaymentFacts } from '../payment-method';
import { slipLinkIn } from './api/get-slip-link';
import { useSendSlip } from './api/send-slip';
import { TransferDetails } from './TransferDetails';

const SLIP_TYPES = 'image/jpeg,image/png,application/pdf';

/**
 * My Orders (or a guest's order link page, by its order scope) beside a bank-transfer order: where it stands, and while it waits for a slip (or another after one was
 * refused, with the reason) the account to pay and the slip's upload; once sent, the slip itself.
 */
export function BankTransferPayment({ order, onPaid }: { order: OrderPaymentFacts; onPaid?: () => void }) {
  const wantsSlip =
    order.status !== 'canceled' && (order.paymentStatus === 'awaiting_slip' || order.paymentStatus === 'slip_rejected');
  const hasSlip = order.paymentStatus === 'slip_uploaded' || order.paymentStatus === 'paid';
  const t = useText();
  return (
    <div className="bank-transfer">
      <span className="orders-table__payment">
        {t('paymentState.bankTransfer')}{' '}
        <strong data-testid={`payment-status-${order.orderId}`}>{t(`paymentStatus.${order.paymentStatus}`)}</strong>
      </span>
      {order.paymentStatus === 'slip_rejected' && order.slipRejectionReason && (
        <p className="bank-transfer__reason">{t('slip.refused', { reason: order.slipRejectionReason })}</p>
      )}
      {wantsSlip && order.bankTransfer && <TransferDetails details={order.bankTransfer} />}
      {wantsSlip && <SlipUpload orderId={order.orderId} onSent={onPaid} />}
      {hasSlip && <ViewSlip orderId={order.orderId} />}
    </div>
  );
}

function SlipUpload({ orderId, onSent }: { orderId: number; onSent?: () => void }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendSlip(orderId);
  const t = useText();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setProblem(t('slip.missing'));
    if (file.size > SLIP_MAX_BYTES) return setProblem(t('slip.size'));
    setProblem(null);
    send.mutate(file, {
      onSuccess: () => {
        toast.success(t('slip.uploaded'), 4000);
        onSent?.();
      },
      onError: (error) => setProblem((error instanceof ApiError && error.serverMessage) || t('slip.type')),
    });
  };
  return (
    <form className="bank-transfer__upload" onSubmit={submit} noValidate>
      <label htmlFor={inputId}>{t('slip.label')}</label>
      <input
        id={inputId}
        type="file"
        accept={SLIP_TYPES}
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        aria-describedby={problem ? `${inputId}-problem` : undefined}
      />
      <button type="submit" className="btn btn--accent btn--small" disabled={send.isPending}>
        {t('slip.upload')}
      </button>
      {problem && (
        <p id={`${inputId}-problem`} className="form-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

/** Opens the slip through a link signed for a few minutes (asked when pressed, so it is never stale). */
function ViewSlip({ orderId }: { orderId: number }) {
  const scope = useOrderScope();
  const t = useText();
  const open = async () => {
    try {
      window.open((await slipLinkIn(scope, orderId)).url, '_blank', 'noopener');
    } catch {
      toast.error(t('slip.openFailed'), 4000);
    }
  };
  return (
    <button type="button" className="btn btn--ghost btn--small" onClick={() => void open()}>
      {t('slip.view')}
    </button>
  );
}
