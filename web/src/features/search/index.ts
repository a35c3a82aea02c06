export { prefetchProductSearch } from './api/search-products';
