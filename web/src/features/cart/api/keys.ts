import { accountKey } from '../../../lib/account-scope';

/** The cart's query keys. */
export const cartKeys = {
  lines: (token: string | null) => [...accountKey(token), 'cart'] as const,
  change: (token: string | null) => [...accountKey(token), 'cart', 'change'] as const,
  /** The cart's totals and discount code, written by every fetch of the cart (never fetched on its own). */
  totals: (token: string | null) => [...accountKey(token), 'cart-totals'] as const,
};
