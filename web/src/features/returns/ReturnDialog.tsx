import { Dialog } from '../../components/Dialog';
import { useText } from '../../lib/i18n';
import { useRequestReturn } from './api/request-return';
import { ReturnForm } from './ReturnForm';
import type { ReturnableLine } from './return-lines';

/**
 * The return form in a modal dialog (focus kept inside, Escape closes it). Its own chunk: only a customer who
 * presses Return items loads it.
 */
export default function ReturnDialog({
  open,
  orderId,
  orderNumber,
  lines,
  onClose,
  onSent,
}: {
  open: boolean;
  orderId: number;
  orderNumber: string;
  lines: ReturnableLine[];
  onClose: () => void;
  /** The server's message of the request sent. */
  onSent: (message: string) => void;
}) {
  const request = useRequestReturn(orderId);
  const t = useText();
  return (
    <Dialog open={open} title={t('returns.dialogTitle', { number: orderNumber })} onClose={onClose}>
      <ReturnForm
        lines={lines}
        onCancel={onClose}
        send={async (body) => {
          const answer = await request.mutateAsync(body);
          onSent(answer.message);
        }}
      />
    </Dialog>
  );
}
