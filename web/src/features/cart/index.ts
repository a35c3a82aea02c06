/** What other parts of the SPA may use of the cart: its query keys and the unit count for the navigation bar. */
export { cartKeys } from './api/keys';
export { useCartUnits } from './api/get-cart';
