/** What the rest of the app uses of the category pages besides the pages themselves: the server render's read. */
export { prefetchCategoryProducts, type CategoryProduct } from './api/get-category-products';
