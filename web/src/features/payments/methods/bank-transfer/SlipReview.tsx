import { Alert, Button, Input } from 'antd';
import { useId, useState } from 'react';
import type { AdminOrderDetail } from '../../../../../../shared/api/orders';
import { bankTransferMessages, REJECT_REASON_MAX } from '../../../../../../shared/messages/bank-transfer';
import { letterCount } from '../../../../../../shared/text/letters';
import { ApiError } from '../../../../lib/api';
import { staffSlipLink, useDecideSlip } from './api/slip-review';

/**
 * The back-office order page's part on a bank transfer: the slip (opened through a link signed for a few minutes)
 * and, while it waits for staff, Accept (with the bank's reference, if any) or Reject with the reason the customer
 * is told. Who decided and when is on the timeline.
 */
export function SlipReview({ order, onSaved }: { order: AdminOrderDetail; onSaved: () => void }) {
  const id = useId();
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const decide = useDecideSlip(order.id);
  const { payment } = order;
  const checking = payment.status === 'slip_uploaded';

  const open = async () => {
    try {
      window.open((await staffSlipLink(order.id)).url, '_blank', 'noopener');
    } catch (error) {
      setProblem((error instanceof ApiError && error.serverMessage) || 'The slip could not be opened.');
    }
  };
  const send = (body: { decision: 'accept'; reference?: string } | { decision: 'reject'; reason: string }) => {
    setProblem(null);
    decide.mutate(body, {
      onSuccess: onSaved,
      onError: (error) => setProblem((error instanceof ApiError && error.serverMessage) || 'Please try again.'),
    });
  };
  const reject = () => {
    const length = letterCount(reason.trim());
    if (length < 3 || length > REJECT_REASON_MAX) return setProblem(bankTransferMessages.reason);
    send({ decision: 'reject', reason: reason.trim() });
  };

  return (
    <div className="slip-review">
      {payment.slip_uploaded_at ? (
        <Button onClick={() => void open()}>View slip</Button>
      ) : (
        <p className="muted">{bankTransferMessages.noSlip}</p>
      )}
      {checking && (
        <div className="slip-review__decision">
          <label htmlFor={`${id}-reference`}>Bank reference (optional)</label>
          <Input
            id={`${id}-reference`}
            value={reference}
            maxLength={100}
            onChange={(e) => setReference(e.target.value)}
          />
          <Button
            type="primary"
            loading={decide.isPending}
            onClick={() => send({ decision: 'accept', ...(reference.trim() ? { reference: reference.trim() } : {}) })}
          >
            Accept payment
          </Button>
          <label htmlFor={`${id}-reason`}>Reason for rejecting (the customer reads it)</label>
          <Input.TextArea id={`${id}-reason`} value={reason} rows={2} onChange={(e) => setReason(e.target.value)} />
          <Button danger loading={decide.isPending} onClick={reject}>
            Reject slip
          </Button>
        </div>
      )}
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} />}
    </div>
  );
}
