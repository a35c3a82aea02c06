/**
 * What other parts of the SPA may use of the cart: its query keys, the unit count for the navigation bar, the
 * browser's cart a signed-out shopper fills, and its merge into an account's cart on sign-in.
 */
export { cartKeys } from './api/keys';
export { useCartUnits } from './api/get-cart';
export { useGuestCart } from './guest/guest-cart-store';
export { GuestCartMerge } from './GuestCartMerge';
