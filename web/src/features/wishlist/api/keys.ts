import { accountKey } from '../../../lib/account-scope';

/** The wishlist's query and mutation keys. */
export const wishlistKeys = {
  entries: (token: string | null) => [...accountKey(token), 'wishlist'] as const,
  /** One heart's changes, or (null) those of the wishlist page. */
  toggle: (token: string | null, productId: number | null) =>
    [...accountKey(token), 'wishlist', 'toggle', productId] as const,
};
