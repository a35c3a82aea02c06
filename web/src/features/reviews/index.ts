/** The product page's reviews (issue 24): the section itself and the server render's read of its first page. */
export { ProductReviews } from './ProductReviews';
export { prefetchReviews } from './api/get-reviews';
