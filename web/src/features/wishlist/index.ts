/** What other parts of the SPA may use of the wishlist: its heart, whether a product is in it, and the toggle. */
export { useInWishlist } from './api/get-wishlist';
export { useToggleWishlist } from './api/toggle-wishlist';
export { WishlistHeart } from './WishlistHeart';
