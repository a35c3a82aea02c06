import type { RefundMethod, ReturnReason, ReturnStatus } from '../../../shared/rules/returns';

/**
 * How the customer's screens and the back-office name a return's reasons and statuses (issue 22, word for word).
 * Both the customer's returns (features/returns) and the back-office's (features/admin/returns) read them here.
 */
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  damaged: 'Damaged',
  defective: 'Defective',
  wrong_item: 'Wrong item',
  changed_mind: 'Changed my mind',
  other: 'Other',
};

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received',
  refunded: 'Refunded',
};

export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  payhere: 'Card refund through PayHere',
  bank_transfer: 'Bank transfer',
  koko: "Refund in KOKO's merchant portal",
};

/** A reason or status the server may send that this build does not know yet still shows, as sent. */
export const labelOf = (labels: Record<string, string>, code: string): string => labels[code] ?? code;
