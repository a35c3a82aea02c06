import { accountKey } from '../../../lib/account-scope';

/** The cart's query keys. */
export const cartKeys = {
  /** The cart's answer: its lines, totals, discount code and unit count. */
  cart: (token: string | null) => [...accountKey(token), 'cart'] as const,
  change: (token: string | null) => [...accountKey(token), 'cart', 'change'] as const,
};
