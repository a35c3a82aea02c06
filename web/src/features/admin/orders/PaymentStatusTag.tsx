import { Tag } from 'antd';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '../../../../../shared/rules/payments';

const COLOURS: Record<PaymentStatus, string> = {
  on_delivery: 'default',
  unpaid: 'gold',
  paid: 'green',
  failed: 'red',
  expired: 'default',
  charged_back: 'red',
  refund_due: 'volcano',
};

/** Where an order's payment stands, in the shop's words (shared/rules/payments); an unknown value shows as it is. */
export function PaymentStatusTag({ status }: { status: string | undefined }) {
  const known = status && status in COLOURS ? (status as PaymentStatus) : undefined;
  return (
    <Tag color={known ? COLOURS[known] : 'default'} className={`payment-tag payment-tag--${status ?? 'unknown'}`}>
      {known ? PAYMENT_STATUS_LABELS[known] : (status ?? '-')}
    </Tag>
  );
}
