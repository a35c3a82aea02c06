/** Where a return may go next (issue 22): requested -> approved | rejected, approved -> received, received -> refunded. */
export type ReturnMove = 'approved' | 'rejected' | 'received' | 'refunded';

const MOVES: Record<string, Array<{ to: ReturnMove; label: string }>> = {
  requested: [
    { to: 'approved', label: 'Approve' },
    { to: 'rejected', label: 'Reject' },
  ],
  approved: [{ to: 'received', label: 'Mark received' }],
  received: [{ to: 'refunded', label: 'Refund' }],
};

/** The buttons a return in this status offers; none once it is rejected or refunded. */
export const movesFrom = (status: string) => MOVES[status] ?? [];

/** A cash order's refund is a bank transfer staff make themselves: its reference is asked for (required). */
export const needsBankReference = (status: string, refundMethod: string) =>
  status === 'received' && refundMethod === 'bank_transfer';

/** The change `PUT /v2/admin/returns/{id}` takes; empty texts are left out. */
export interface ReturnChange {
  status: ReturnMove;
  note?: string;
  refund_reference?: string;
}

export function returnChange(to: ReturnMove, note: string, reference: string): ReturnChange {
  return {
    status: to,
    ...(note.trim() ? { note: note.trim() } : {}),
    ...(to === 'refunded' && reference.trim() ? { refund_reference: reference.trim() } : {}),
  };
}

export const RETURN_ACTION_TEXTS = {
  /** The server's own words for the same refusal (issue 22), said before sending. */
  referenceRequired: 'Please enter the bank transfer reference.',
  failed: 'The return could not be updated. Please try again.',
  updated: 'Return updated successfully',
} as const;
