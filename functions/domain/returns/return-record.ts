import type { RefundMethod, ReturnReason, ReturnStatus } from '../../../shared/rules/returns';

/** One item of a return: a line of the order (a product, or one of its variants), how many, what was paid for them. */
export interface ReturnItem {
  productId: number;
  variantId?: number;
  variantLabel?: string;
  /** The product's name as ordered, and in the order's language where the line had it (decision 0099). */
  name: string;
  translatedName?: string;
  /** The variant's label in the order's language, where the line had it (decision 0107). */
  translatedLabel?: string;
  imagePath: string | null;
  quantity: number;
  /** What the customer paid for these units (their share of a code taken off), in cents. */
  amountCents: number;
}

/** One step of a return's life, with who made it (the name as it was then). */
export interface ReturnEvent {
  status: ReturnStatus;
  at: string;
  by: string;
  note: string | null;
}

/** A refund claimed by one request while it calls PayHere (exactly once under parallel requests). */
export interface RefundClaim {
  token: string;
  since: string;
  /** Set when PayHere did not answer the refund: it may have refunded (decision 0061). */
  unanswered?: true;
}

/** A return as stored, in its order's partition. Money in cents. */
export interface ReturnRecord {
  id: number;
  orderId: number;
  /** Absent for a return of a guest's order (issue 32). */
  userId?: number;
  /** The customer as the order names them (the back-office list shows them without reading the account). */
  customer: { name: string; email: string; phone: string };
  status: ReturnStatus;
  reason: ReturnReason;
  note: string | null;
  items: ReturnItem[];
  refundCents: number;
  refundMethod: RefundMethod;
  /** The bank transfer reference staff entered (cash), or PayHere's refund id (card); null until refunded. */
  refundReference: string | null;
  /** Present while one request is refunding through PayHere, or while a refund's outcome is unknown. */
  refunding?: RefundClaim;
  timeline: ReturnEvent[];
  createdAt: string;
  updatedAt: string;
}
