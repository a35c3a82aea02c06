import {
  PRIVATE_PATH_PREFIXES,
  PUBLIC_PAGE_PATHS,
  inEveryLanguage,
  productPath,
} from '../../../shared/content/public-pages';

/** `robots.txt`: everything public may be crawled; the customer area, back-office and API may not. */
export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    'Allow: /',
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `sitemap.xml`: the storefront pages and every product of the catalogue, each product with its last change, each in
 * all three languages (`/beard`, `/si/beard`, `/ta/beard`; decision 0090).
 */
export function sitemapXml(baseUrl: string, products: ReadonlyArray<{ id: number; updatedAt: string }>): string {
  const url = (path: string, lastmod?: string) =>
    `  <url><loc>${escapeXml(baseUrl + path)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...inEveryLanguage(PUBLIC_PAGE_PATHS).map((path) => url(path)),
    ...products.flatMap((p) => inEveryLanguage([productPath(p.id)]).map((path) => url(path, p.updatedAt))),
    '</urlset>',
    '',
  ].join('\n');
}
