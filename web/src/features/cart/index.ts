/**
 * What other parts of the SPA may use of the cart: its query keys, the unit count for the navigation bar, and the
 * ways to pay (My Orders shows each order's payment as its method says).
 */
export { cartKeys } from './api/keys';
export { useCartUnits } from './api/get-cart';
export { methodOf as paymentMethodOf } from './payment-methods/registry';
