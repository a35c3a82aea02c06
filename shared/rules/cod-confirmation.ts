/**
 * Cash on delivery, confirmed (issue 31): a cash order waits for its customer to confirm it (by the SMS link, by the
 * code in My Orders, or to staff on the phone) before it is prepared; one still unconfirmed when its window closes
 * is canceled. Orders placed while the confirmation is off, and orders of other methods, carry none.
 */
export const COD_CONFIRMATIONS = ['awaiting', 'confirmed', 'expired'] as const;
export type CodConfirmation = (typeof COD_CONFIRMATIONS)[number];

/** How an order was confirmed, as its timeline says. */
export type CodConfirmedBy = 'link' | 'code' | 'link-page-code' | 'phone';

/** What the shop's screens call each state of the confirmation. */
export const COD_CONFIRMATION_LABELS: Record<CodConfirmation, string> = {
  awaiting: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  expired: 'Not confirmed in time',
};

/** Wrong codes an order takes before its code stops being checked (429). */
export const MAX_WRONG_CODES = 5;
export const COD_CODE_PATTERN = /^\d{6}$/;

/** A customer with this many parcels refused at the door within the look-back is not offered cash on delivery. */
export const REFUSALS_BEFORE_NO_CASH = 2;
export const REFUSAL_LOOKBACK_DAYS = 365;

/** The page the SMS link opens, by the token it carries. */
export const confirmPagePath = (token: string) => `/confirm/${token}`;
