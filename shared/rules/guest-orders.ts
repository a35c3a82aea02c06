import { orderNumber } from './orders';

/**
 * Buying without an account (issue 32): the rules the server, the mails and SMS and the storefront share. The order's
 * page is reached by its link, `/order/<order_number>?t=<token>`; the token names nothing by itself.
 */
export const orderLinkPath = (orderId: number, token: string) =>
  `${orderPagePath(orderId)}?t=${encodeURIComponent(token)}`;

/**
 * The order's page without its token: where PayHere and KOKO send a guest back. The browser that paid kept the link
 * it was given, so the token is never in a payment provider's URL.
 */
export const orderPagePath = (orderId: number) => `/order/${orderNumber(orderId)}`;

/** A link token as the shop makes it: 32 random bytes in base64url (256 bits, 43 letters). */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Abuse limits: guest checkouts per phone per day (the per-address limit is the route's own). */
export const GUEST_CHECKOUTS_PER_PHONE_PER_DAY = 5;

/** How long an Idempotency-Key answers the order it made. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** Lookups of a lost link (issue 32): codes per order per hour, and wrong codes before an hour's 429. */
export const LOOKUP_CODES_PER_HOUR = 3;
export const LOOKUP_WRONG_CODES = 5;
export const LOOKUP_CODE_MINUTES = 15;

/** The order id an order number names ("ORD-000123", any case; the digits alone too), or null. */
export function orderIdOfNumber(text: string): number | null {
  const digits = /^(?:ORD-)?(\d{1,12})$/i.exec(text.trim())?.[1];
  const id = digits === undefined ? NaN : Number(digits);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** What an order's page offers next (issue 32). */
export const GUEST_NEXT_STEPS = ['confirm', 'pay', 'return', 'add_to_account'] as const;
export type GuestNextStep = (typeof GUEST_NEXT_STEPS)[number];

/**
 * Where a buyer acts on their order, in a message's words: My Orders for an account's order; a guest's order, not
 * added to an account, is reached by its own page (the link of its order mail and SMS).
 */
export const orderPlace = (order: { userId?: number }): OrderPlace => placeOfOrder(order.userId === undefined);

export interface OrderPlace {
  in: string;
  under: string;
  from: string;
}

/** The same words for the browser, which knows whether it placed a guest's order (it holds the order's link). */
export const placeOfOrder = (byGuest: boolean): OrderPlace =>
  byGuest
    ? { in: "on your order's page", under: "on your order's page", from: "from your order's page" }
    : { in: 'in My Orders', under: 'under My Orders', from: 'from My Orders' };
