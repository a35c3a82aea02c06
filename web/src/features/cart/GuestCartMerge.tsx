import { useMergeGuestCart } from './api/merge-guest-cart';

/** Mounted once for the whole app: a shopper who signs in finds the cart they filled signed out in their account. */
export function GuestCartMerge() {
  useMergeGuestCart();
  return null;
}
