import { CATEGORIES, categoryPath, type Category } from '../rules/catalogue';

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
export const PRIVATE_PATH_PREFIXES: readonly string[] = [
  '/admin',
  '/staff',
  '/signin',
  '/cart',
  '/wishlist',
  '/profile',
  '/orders',
  '/search',
  '/api/',
];

export const productPath = (id: number | string) => `/product/${id}`;

/** A page that arrives as complete HTML (docs/decisions/0036-html-first-pages.md), by what its content needs. */
export type PublicPage =
  | { kind: 'home'; path: '/' }
  | { kind: 'category'; path: string; category: Category }
  | { kind: 'product'; path: string; id: string }
  | { kind: 'content'; path: string };

/** The public page a path names, or null for every other path (the SPA's shell serves those). */
export function publicPageOf(path: string): PublicPage | null {
  if (path === '/') return { kind: 'home', path };
  const category = CATEGORIES.find((c) => categoryPath(c) === path);
  if (category) return { kind: 'category', path, category };
  const product = /^\/product\/([^/]+)$/.exec(path);
  if (product) return { kind: 'product', path, id: product[1] };
  return PUBLIC_PAGE_PATHS.includes(path) ? { kind: 'content', path } : null;
}

/** Where a rendered page is stored (the SPA bucket in the cloud): `/beard` -> `pages/beard.html`, `/` -> `pages/index.html`. */
export const pageObjectKey = (path: string) => `pages${path === '/' ? '/index' : path}.html`;

/**
 * The one address of a public page asked for under another spelling (`/beard/`, `/BEARD`, `/product/8/`), or null.
 * Those answer a permanent redirect, so a shared link still gets its page's HTML and preview, and search engines see
 * one address per page. The CloudFront function SPA_FALLBACK (infra/web/viewer-request-code.ts) does the same.
 */
export function publicPageRedirect(path: string): string | null {
  const canonical = (path.replace(/\/+$/, '') || '/').toLowerCase();
  return canonical !== path && publicPageOf(canonical) ? canonical : null;
}
