export { nextVersionAction, readCart, removeLine, removeLinesActions, setCartCode } from './cart-repo';
export type { CartMeta } from './cart-repo';
export { addToCart, changeQuantity, removeFromCart } from './cart-service';
export { cartView } from './cart-view';
