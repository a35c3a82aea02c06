import type { DiscountTerms } from '../../../shared/rules/discount-codes';

/** A discount code as stored: its terms, and its standing uses and the discount they gave. */
export interface CodeRecord extends DiscountTerms {
  /** Upper case. */
  code: string;
  /** Orders placed with the code and still standing (a canceled or expired one gave its use back). */
  uses: number;
  discountTotalCents: number;
  createdAt: string;
  /** Moves on every edit; an order's use of the code is conditional on it, so an edit makes a checkout decide again. */
  updatedAt: string;
}

/** One order's use of a code. */
export interface CodeUse {
  code: string;
  orderId: number;
  /** Absent for a guest's order (issue 32). */
  userId?: number;
  /** The per-customer counters the use moved (code-customer.ts); absent on uses made before guests: the account's. */
  counters?: string[];
  amountCents: number;
  createdAt: string;
  /** Set when the order was canceled or expired and gave its use back. */
  returned: boolean;
}
