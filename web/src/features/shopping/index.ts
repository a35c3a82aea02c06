/**
 * Add to cart wherever it appears (product page, category cards, wishlist page), and what a press that needs a
 * session uses: its outcome, the way to /signin and back, and the press made on return.
 */
export { ADD_TO_CART_TEXT } from './add-to-cart-texts';
export { useAddToCart } from './api/add-to-cart';
export { ONLY_CUSTOMERS_MESSAGE, outcomeOfError, type ShopOutcome } from './outcome';
export { useResumedPress } from './pending-press';
export { useSignInRedirect } from './use-signin-redirect';
export { AddToCartButton } from './AddToCartButton';
