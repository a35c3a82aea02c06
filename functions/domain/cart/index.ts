export { nextVersionAction, readCart, removeLine, removeLinesActions } from './cart-repo';
export type { CartMeta } from './cart-repo';
export { addToCart, changeQuantity, removeFromCart } from './cart-service';
export { cartView } from './cart-view';
// Issue 21: the cart's discount code (flows/cart-discount.ts, flows/checkout-discount.ts).
export { setCartCode } from './cart-repo';
