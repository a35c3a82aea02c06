export { prefetchProductSearch } from './api/search-products';
export { searchQueryOf, searchTabTitle } from './search-address';
