/**
 * Returns and refunds (issue 22): a customer returns items of a delivered order within the return window; staff
 * move the return along its steps. The texts are the issue's, word for word.
 */
export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_REASONS = ['damaged', 'defective', 'wrong_item', 'changed_mind', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** The Return Policy's window: days from delivery. `RETURN_WINDOW_DAYS` overrides it (functions/lib/config.ts). */
export const DEFAULT_RETURN_WINDOW_DAYS = 7;

/**
 * How a return is refunded: a card order through PayHere, cash on delivery by a bank transfer staff make, a KOKO order
 * by staff in KOKO's merchant portal.
 */
export type RefundMethod = 'payhere' | 'bank_transfer' | 'koko';

/** The only moves of a return; anything else, repeats included, is refused (409). */
const NEXT: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ['approved', 'rejected'],
  approved: ['received'],
  rejected: [],
  received: ['refunded'],
  refunded: [],
};

export const mayMoveReturn = (from: ReturnStatus, to: ReturnStatus): boolean => NEXT[from].includes(to);

/** The end of the return window (ISO), or null for an order not delivered. */
export function returnUntil(deliveredAt: string | null, windowDays: number): string | null {
  if (!deliveredAt) return null;
  return new Date(Date.parse(deliveredAt) + windowDays * 24 * 3600 * 1000).toISOString();
}

/** A delivered order may be returned until the end of its window (exclusive). */
export const withinReturnWindow = (until: string | null, now: Date): boolean =>
  until !== null && now.getTime() < Date.parse(until);

/** The returns' texts live with the shop's other messages, which the screens read too. */
export { returnMessages } from '../messages/returns';
