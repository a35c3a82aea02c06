import { accountKey } from '../../../lib/account-scope';

/** The cart's query keys. */
export const cartKeys = {
  /** The cart's answer: its lines, totals, discount code and unit count. */
  cart: (token: string | null) => [...accountKey(token), 'cart'] as const,
  change: (token: string | null) => [...accountKey(token), 'cart', 'change'] as const,
  /** Every pricing of a signed-out shopper's cart. */
  guestAll: ['guest-cart'] as const,
  /** A signed-out shopper's cart as the server priced it: one answer per set of lines and code. */
  guest: (request: object) => ['guest-cart', request] as const,
};
