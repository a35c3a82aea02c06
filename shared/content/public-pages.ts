import { CATEGORIES } from '../rules/catalogue';

/** The storefront's pages that search engines may list (besides one page per product). */
export const PUBLIC_PAGE_PATHS: readonly string[] = [
  '/',
  ...CATEGORIES.map((category) => `/${category.toLowerCase()}`),
  '/about',
  '/contact',
  '/return-policy',
  '/privacy-policy',
  '/terms-conditions',
];

/** Pages that are someone's own (customer area) or staff-only, and the API: never for a search engine. */
export const PRIVATE_PATH_PREFIXES: readonly string[] = ['/admin', '/staff', '/signin', '/cart', '/wishlist', '/profile', '/orders', '/search', '/api/'];

export const productPath = (id: number | string) => `/product/${id}`;
