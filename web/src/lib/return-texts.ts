/**
 * How the customer's screens and the back-office name a return's reasons and statuses (issue 22, word for word).
 * Both the customer's returns (features/returns) and the back-office's (features/admin/returns) read them here.
 */
export const RETURN_REASON_LABELS = {
  damaged: 'Damaged',
  defective: 'Defective',
  wrong_item: 'Wrong item',
  changed_mind: 'Changed my mind',
  other: 'Other',
} as const;

export type ReturnReasonCode = keyof typeof RETURN_REASON_LABELS;
export const RETURN_REASON_CODES = Object.keys(RETURN_REASON_LABELS) as ReturnReasonCode[];

export const RETURN_STATUS_LABELS = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received',
  refunded: 'Refunded',
} as const;

export type ReturnStatusCode = keyof typeof RETURN_STATUS_LABELS;
export const RETURN_STATUS_CODES = Object.keys(RETURN_STATUS_LABELS) as ReturnStatusCode[];

export const REFUND_METHOD_LABELS = {
  payhere: 'Card refund through PayHere',
  bank_transfer: 'Bank transfer',
} as const;

/** A reason or status the server may send that this build does not know yet still shows, as sent. */
export const labelOf = (labels: Record<string, string>, code: string) => labels[code] ?? code;
