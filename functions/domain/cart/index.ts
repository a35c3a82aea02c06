export { nextVersionAction, readCart, removeLinesActions } from './cart-repo';
export type { CartLine, CartMeta } from './cart-repo';
export { addToCart, changeQuantity, removeFromCart, removeProductFromCart } from './cart-service';
export { viewOfCart } from './cart-view';
export { lineOffer } from './line-offer';
export type { LineOffer } from './line-offer';
// Issue 21: the cart's discount code (flows/workflows/cart-discount.ts, flows/steps/checkout-discount.ts).
export { setCartCode } from './cart-repo';
// Its refusals, each with its answer (decision 0068).
export { cartChanged, cartEmpty, cartErrors, cartRefusals, cartRefusalsIn } from './cart-errors';
// A guest's cart, kept in the browser and priced here (issue 32).
export { browserCart } from './browser-cart';
export type { BrowserLine } from './browser-cart';
