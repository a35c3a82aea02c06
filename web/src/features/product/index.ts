/** What the rest of the app uses of the product page besides the page itself: the server render's read. */
export { isNotFound, prefetchProduct, type ProductDetail } from './api/get-product';
