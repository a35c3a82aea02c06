import type { RouteBody } from '../../../../../shared/routes';
import { RETURN_STATUSES, mayMoveReturn, returnMessages, type ReturnStatus } from '../../../../../shared/rules/returns';

/** Where a return may go next (issue 22): requested -> approved | rejected, approved -> received, received -> refunded. */
export type ReturnMove = RouteBody<'admin-return-update'>['status'];

const LABELS: Record<ReturnMove, string> = {
  approved: 'Approve',
  rejected: 'Reject',
  received: 'Mark received',
  refunded: 'Refund',
};

const isStatus = (s: string): s is ReturnStatus => (RETURN_STATUSES as readonly string[]).includes(s);

/** The buttons a return in this status offers; none once it is rejected or refunded. */
export const movesFrom = (status: string): Array<{ to: ReturnMove; label: string }> =>
  isStatus(status)
    ? (Object.keys(LABELS) as ReturnMove[])
        .filter((to) => mayMoveReturn(status, to))
        .map((to) => ({ to, label: LABELS[to] }))
    : [];

/**
 * The reference a refund asks for (required), or null: a cash order's refund is a bank transfer staff make
 * themselves, a KOKO order's a refund they make in KOKO's merchant portal; a card refund whose outcome is unknown
 * (`refund_check`) is finished by PayHere's refund reference. A return with nothing to refund (`refund_amount` 0)
 * asks for none: the server closes it with 0.
 */
export function referenceAsked(
  status: string,
  refundMethod: string,
  refundCheck: boolean,
  refundAmount?: number,
): 'bank' | 'koko' | 'payhere' | null {
  if (status !== 'received' || refundAmount === 0) return null;
  if (refundMethod === 'bank_transfer') return 'bank';
  if (refundMethod === 'koko') return 'koko';
  return refundCheck ? 'payhere' : null;
}

/** The change `PUT /v2/admin/returns/{id}` takes; empty texts are left out. */
export type ReturnChange = RouteBody<'admin-return-update'>;

export function returnChange(to: ReturnMove, note: string, reference: string): ReturnChange {
  return {
    status: to,
    ...(note.trim() ? { note: note.trim() } : {}),
    ...(to === 'refunded' && reference.trim() ? { refund_reference: reference.trim() } : {}),
  };
}

/**
 * What the reference field is called, and what it says when left empty (the server's own words for the same refusal,
 * said before sending), by the reference asked.
 */
export const REFERENCE_FIELD = {
  bank: { label: 'Bank transfer reference', required: returnMessages.refundReference },
  koko: { label: 'KOKO refund reference', required: returnMessages.kokoRefundReference },
  payhere: { label: 'PayHere refund reference', required: "Please enter PayHere's refund reference." },
} as const;

export const RETURN_ACTION_TEXTS = {
  refundCheck:
    "PayHere's answer to this refund was lost, so it may have been refunded. Check the payment in PayHere's portal and enter its refund reference, or refund it there and enter that reference. PayHere is not called again.",
  failed: 'The return could not be updated. Please try again.',
  updated: returnMessages.updated,
} as const;
