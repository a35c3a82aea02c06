/** Add to cart and the wishlist heart, wherever they appear (product page, category cards, wishlist page). */
export { ADD_TO_CART_TEXT, useAddToCart } from './add-to-cart';
export { ONLY_CUSTOMERS_MESSAGE, WISHLIST_FAILED_MESSAGE, type ShopOutcome } from './outcome';
export { useSignInRedirect } from './use-signin-redirect';
export { AddToCartButton } from './AddToCartButton';
export { WishlistHeart } from './WishlistHeart';
