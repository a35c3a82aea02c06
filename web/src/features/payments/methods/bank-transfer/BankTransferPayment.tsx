import { useId, useState, type FormEvent } from 'react';
import { bankTransferMessages, SLIP_MAX_BYTES } from '../../../../../../shared/messages/bank-transfer';
import { PAYMENT_STATUS_LABELS } from '../../../../../../shared/rules/payments';
import { toast } from '../../../../components/toasts';
import { ApiError } from '../../../../lib/api';
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
  return (
    <div className="bank-transfer">
      <span className="orders-table__payment">
        Bank transfer:{' '}
        <strong data-testid={`payment-status-${order.orderId}`}>{PAYMENT_STATUS_LABELS[order.paymentStatus]}</strong>
      </span>
      {order.paymentStatus === 'slip_rejected' && order.slipRejectionReason && (
        <p className="bank-transfer__reason">We could not accept your slip: {order.slipRejectionReason}</p>
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
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setProblem(bankTransferMessages.slipMissing);
    if (file.size > SLIP_MAX_BYTES) return setProblem(bankTransferMessages.slipSize);
    setProblem(null);
    send.mutate(file, {
      onSuccess: () => {
        toast.success(bankTransferMessages.slipUploaded, 4000);
        onSent?.();
      },
      onError: (error) =>
        setProblem((error instanceof ApiError && error.serverMessage) || bankTransferMessages.slipType),
    });
  };
  return (
    <form className="bank-transfer__upload" onSubmit={submit} noValidate>
      <label htmlFor={inputId}>Bank slip (JPEG, PNG or PDF, up to 4 MB)</label>
      <input
        id={inputId}
        type="file"
        accept={SLIP_TYPES}
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        aria-describedby={problem ? `${inputId}-problem` : undefined}
      />
      <button type="submit" className="btn btn--accent btn--small" disabled={send.isPending}>
        Upload slip
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
  const open = async () => {
    try {
      window.open((await slipLinkIn(scope, orderId)).url, '_blank', 'noopener');
    } catch {
      toast.error('The slip could not be opened. Please try again.', 4000);
    }
  };
  return (
    <button type="button" className="btn btn--ghost btn--small" onClick={() => void open()}>
      View slip
    </button>
  );
}
