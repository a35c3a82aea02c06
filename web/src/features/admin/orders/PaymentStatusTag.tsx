import { Tag } from 'antd';
import { SOLID_TAG } from '../common/tag-colours';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '../../../../../shared/rules/payments';

/** Grey (antd's default tag) where nothing is owed or the attempt is over; solid colours where an admin may act. */
const COLOURS: Record<PaymentStatus, string | undefined> = {
  on_delivery: undefined,
  unpaid: SOLID_TAG.gold,
  paid: SOLID_TAG.green,
  failed: SOLID_TAG.red,
  expired: undefined,
  charged_back: SOLID_TAG.red,
  refund_due: SOLID_TAG.volcano,
  awaiting_slip: undefined,
  slip_uploaded: SOLID_TAG.gold,
  slip_rejected: SOLID_TAG.red,
};

/** Where an order's payment stands, in the shop's words (shared/rules/payments); an unknown value shows as it is. */
export function PaymentStatusTag({ status }: { status: string | undefined }) {
  const known = status && status in COLOURS ? (status as PaymentStatus) : undefined;
  return (
    <Tag
      color={known ? COLOURS[known] : undefined}
      variant={known && COLOURS[known] ? 'solid' : undefined}
      className={`payment-tag payment-tag--${status ?? 'unknown'}`}
    >
      {known ? PAYMENT_STATUS_LABELS[known] : (status ?? '-')}
    </Tag>
  );
}
