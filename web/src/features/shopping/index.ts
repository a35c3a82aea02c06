/** Add to cart and the wishlist heart, wherever they appear (product page, category cards, wishlist page). */
export { addToCart, ADD_TO_CART_TEXT } from './cart-api';
export { ONLY_CUSTOMERS_MESSAGE, type ShopOutcome } from './outcome';
export { useWishlist, WISHLIST_FAILED_MESSAGE } from './wishlist-store';
export { useSignInRedirect } from './use-signin-redirect';
export { AddToCartButton } from './AddToCartButton';
export { WishlistHeart } from './WishlistHeart';
