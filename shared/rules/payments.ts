/**
 * How an order is paid and where its payment stands. Cash on delivery is settled by the courier, so its status is
 * `on_delivery` from the start. A card order starts `unpaid`; only a verified PayHere notification moves it. A KOKO
 * order (pay in 3) starts `unpaid` too; only KOKO's signed callback moves it.
 */
export const PAYMENT_METHODS = ['COD', 'CARD', 'KOKO', 'BANK_TRANSFER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = [
  'on_delivery',
  'unpaid',
  'paid',
  'failed',
  'expired',
  'charged_back',
  'refund_due',
  /** A bank transfer waits for the customer's slip, staff check it, or they refused it (the customer may send another). */
  'awaiting_slip',
  'slip_uploaded',
  'slip_rejected',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A card order may still be paid (a new attempt started) while it is unpaid or its last attempt failed, within its window. */
export const PAYABLE_STATUSES: readonly PaymentStatus[] = ['unpaid', 'failed'];

/** What the shop's screens call each payment status. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  on_delivery: 'Cash on delivery',
  unpaid: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
  expired: 'Payment window closed',
  charged_back: 'Charged back',
  refund_due: 'Paid late: refund due',
  awaiting_slip: 'Awaiting bank transfer slip',
  slip_uploaded: 'Slip sent: being checked',
  slip_rejected: 'Slip not accepted',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  COD: 'Cash on Delivery',
  CARD: 'Card (PayHere)',
  KOKO: 'KOKO (pay in 3)',
  BANK_TRANSFER: 'Bank transfer',
};
