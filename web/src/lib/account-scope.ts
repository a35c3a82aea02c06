import { useSession } from './session';

/**
 * The first part of every query key of a customer's own data (cart, wishlist, orders, profile): one session's
 * data never shows in another's, and signing out drops it all (web/src/app/AppProviders.tsx).
 */
export const accountKey = (token: string | null) => ['account', token ?? 'signed-out'] as const;

/** The session's token when a customer is signed in; null for everyone else (they have no cart or wishlist). */
export const useCustomerToken = () => useSession((s) => (s.user?.user_type === 'customer' ? s.token : null));

/** The customer's orders (both tabs of My Orders): placing or paying an order makes them stale. */
export const myOrdersKey = (token: string | null) => [...accountKey(token), 'orders'] as const;
