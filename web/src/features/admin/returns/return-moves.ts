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

/** A cash order's refund is a bank transfer staff make themselves: its reference is asked for (required). */
export const needsBankReference = (status: string, refundMethod: string) =>
  status === 'received' && refundMethod === 'bank_transfer';

/** The change `PUT /v2/admin/returns/{id}` takes; empty texts are left out. */
export type ReturnChange = RouteBody<'admin-return-update'>;

export function returnChange(to: ReturnMove, note: string, reference: string): ReturnChange {
  return {
    status: to,
    ...(note.trim() ? { note: note.trim() } : {}),
    ...(to === 'refunded' && reference.trim() ? { refund_reference: reference.trim() } : {}),
  };
}

export const RETURN_ACTION_TEXTS = {
  /** The server's own words for the same refusal (issue 22), said before sending. */
  referenceRequired: returnMessages.refundReference,
  failed: 'The return could not be updated. Please try again.',
  updated: returnMessages.updated,
} as const;
