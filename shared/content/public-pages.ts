import { CATEGORIES, categoryPath, type Category } from '../rules/catalogue';
import { LANGUAGES, type Language } from '../rules/languages';
import { languageOfPath, pathInLanguage, pathWithoutLanguage } from '../rules/language-paths';

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

/** Each path in every language (issue 34): `/beard` -> `/beard`, `/si/beard`, `/ta/beard`. */
export const inEveryLanguage = (paths: readonly string[]): string[] =>
  LANGUAGES.flatMap((language) => paths.map((path) => pathInLanguage(path, language)));

/** A shopper's own pages and search results, in each language the storefront speaks (`/cart`, `/si/cart`...). */
const SHOPPERS_OWN_PATHS = ['/signin', '/cart', '/wishlist', '/profile', '/orders', '/search', '/unsubscribe'];

/** Pages that are someone's own (customer area) or staff-only, and the API: never for a search engine. */
export const PRIVATE_PATH_PREFIXES: readonly string[] = [
  '/admin',
  '/staff',
  ...inEveryLanguage(SHOPPERS_OWN_PATHS),
  '/api/',
];

export const productPath = (id: number | string) => `/product/${id}`;

/**
 * The one page every order link (`/order/<order_number>?t=<token>`, issue 32) is answered with: a shell drawn with no
 * order in it and marked noindex, so cached HTML never holds an order; the browser reads the order with the token.
 */
export const ORDER_LINK_PAGE = '/order';
const ORDER_LINK = /^\/order\/[^/.]+$/;

/**
 * The cart (issue 32): a shell drawn in its loading state, with no cart in it (the cart lives in the browser or the
 * account) and marked noindex, so its first paint is in the HTML; the app then draws this browser's cart.
 */
export const CART_PAGE = '/cart';

/**
 * Search results (`/search?q=`): drawn for each query when asked, with its results (marked noindex, never stored),
 * so the results are in the first HTML as a category's products are; the app then takes over the same page.
 */
export const SEARCH_PAGE = '/search';

/** Whether a page is drawn for each request (its query names what it shows) rather than drawn once and stored. */
export const drawnPerRequest = (page: PublicPage) => page.kind === 'search';

/** Pages drawn once as shells that hold nobody's data, each stored and served like a public page. */
export const SHELL_PAGE_PATHS: readonly string[] = [ORDER_LINK_PAGE, CART_PAGE];

/**
 * A page that arrives as complete HTML (docs/decisions/0036-html-first-pages.md), by what its content needs. `path`
 * is the page's English path; `language` the one it is drawn in (decision 0090: `/si/beard` is `/beard` in si).
 */
export type PublicPage = (
  | { kind: 'home'; path: '/' }
  | { kind: 'category'; path: string; category: Category }
  | { kind: 'product'; path: string; id: string }
  | { kind: 'content'; path: string }
  | { kind: 'order-link'; path: typeof ORDER_LINK_PAGE }
  | { kind: 'cart'; path: typeof CART_PAGE }
  | { kind: 'search'; path: typeof SEARCH_PAGE }
) & { language: Language };

/** The public page a path names, in the path's language, or null for every other path (the SPA's shell serves those). */
export function publicPageOf(path: string): PublicPage | null {
  const page = englishPageOf(pathWithoutLanguage(path));
  return page && { ...page, language: languageOfPath(path) };
}

type EnglishPage = PublicPage extends infer P ? (P extends unknown ? Omit<P, 'language'> : never) : never;

function englishPageOf(path: string): EnglishPage | null {
  if (path === '/') return { kind: 'home', path };
  if (path === ORDER_LINK_PAGE) return { kind: 'order-link', path };
  if (path === CART_PAGE) return { kind: 'cart', path };
  if (path === SEARCH_PAGE) return { kind: 'search', path };
  const category = CATEGORIES.find((c) => categoryPath(c) === path);
  if (category) return { kind: 'category', path, category };
  const product = /^\/product\/([^/?]+)$/.exec(path);
  if (product) return { kind: 'product', path, id: product[1] };
  return PUBLIC_PAGE_PATHS.includes(path) ? { kind: 'content', path } : null;
}

/**
 * The page of one variant of a product (decision 0055): the product's address with `?variant=<id>`, drawn with that
 * variant chosen and stored beside the product's page, in each language (`/si/product/8?variant=3`, decision 0092).
 */
export const variantPagePath = (productId: number | string, variantId: number | string, language: Language = 'en') =>
  `${pathInLanguage(productPath(productId), language)}?variant=${variantId}`;

/** A variant page's path -> its product's id, the variant's id and the page's language; null for any other path. */
export function variantPageOf(path: string): { productId: string; variantId: string; language: Language } | null {
  const match = /^\/product\/([^/?]+)\?variant=([0-9]{1,9})$/.exec(pathWithoutLanguage(path));
  return match ? { productId: match[1], variantId: match[2], language: languageOfPath(path) } : null;
}

/**
 * The stored page an address is served from: a product's address with a numeric `variant` (the first, as the page
 * reads it) names that variant's page; any other query string (tracking tags) is the path's own page. The CloudFront
 * function SPA_FALLBACK (infra/web/viewer-request-code.ts) does the same.
 */
export function storedPagePath(pathname: string, search: URLSearchParams): string {
  if (ORDER_LINK.test(pathWithoutLanguage(pathname))) return pathInLanguage(ORDER_LINK_PAGE, languageOfPath(pathname));
  if (pathWithoutLanguage(pathname) === SEARCH_PAGE) return searchPagePath(pathname, search.get('q'));
  const variant = search.get('variant');
  const product = /^\/product\/([^/]+)$/.exec(pathWithoutLanguage(pathname));
  return product && variant !== null && /^[0-9]{1,9}$/.test(variant)
    ? variantPagePath(product[1], variant, languageOfPath(pathname))
    : pathname;
}

/** A search page's address as it is drawn: the query alone (`/si/search?q=...`), other parameters dropped. */
const searchPagePath = (pathname: string, query: string | null) =>
  query === null ? pathname : `${pathname}?${new URLSearchParams({ q: query })}`;

/** Where a product's variant pages are stored: `pages/product/8/variant/`, `pages/si/product/8/variant/`. */
export const variantPagesPrefix = (productId: number | string, language: Language = 'en') =>
  `pages${pathInLanguage(productPath(productId), language)}/variant/`;

/**
 * Where a rendered page is stored (the SPA bucket in the cloud): `/beard` -> `pages/beard.html`, `/` ->
 * `pages/index.html`, a variant's page `/product/8?variant=3` -> `pages/product/8/variant/3.html` (in Sinhala
 * `pages/si/product/8/variant/3.html`).
 */
export function pageObjectKey(path: string): string {
  const variant = variantPageOf(path);
  if (variant) return `${variantPagesPrefix(variant.productId, variant.language)}${variant.variantId}.html`;
  return `pages${path === '/' ? '/index' : path}.html`;
}

/**
 * The one address of a public page asked for under another spelling (`/beard/`, `/BEARD`, `/product/8/`), or null.
 * Those answer a permanent redirect, so a shared link still gets its page's HTML and preview, and search engines see
 * one address per page. The CloudFront function SPA_FALLBACK (infra/web/viewer-request-code.ts) does the same.
 */
export function publicPageRedirect(path: string): string | null {
  const canonical = (path.replace(/\/+$/, '') || '/').toLowerCase();
  return canonical !== path && publicPageOf(canonical) ? canonical : null;
}
