import { guestCart } from './entries/guest-cart';

/** Buying without an account (issue 32): a guest's cart, checkout and order link, and claiming the order. */
export const guestRoutes = [guestCart] as const;
