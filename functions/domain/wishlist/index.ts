export { addToWishlist, removeFromWishlist, wishlistView } from './wishlist';
