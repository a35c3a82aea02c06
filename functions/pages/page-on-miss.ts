import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { putPage, renderContext, siteOrigin } from './page-bucket';
import { loadRenderModule, type RenderedPage } from './render-module';
import { maxAgeCache } from '../lib/max-age-cache';
import { drawnPerRequest, publicPageOf, storedPagePath, variantPageOf } from '../../shared/content/public-pages';

/**
 * `/pages/product/12.html` (the object CloudFront asked the bucket for) -> `/product/12`; `/pages/index.html` -> `/`;
 * a variant's page `/pages/product/12/variant/3.html` -> `/product/12?variant=3` (`/pages/si/product/12/variant/3.html`
 * -> `/si/product/12?variant=3`).
 */
export function pagePathOf(objectPath: string): string | null {
  const variant = /^\/pages((?:\/(?:si|ta))?\/product\/[^/]+)\/variant\/([0-9]+)\.html$/.exec(objectPath);
  if (variant) return `${variant[1]}?variant=${variant[2]}`;
  const match = /^\/pages(\/.*)\.html$/.exec(objectPath);
  if (!match) return null;
  return match[1] === '/index' ? '/' : match[1];
}

/**
 * What a request asks this function for: a search page, drawn for its query alone (`/si/search?q=...`), or the page
 * of a stored object the bucket did not have; null for anything else.
 */
export function askedPage(rawPath: string, rawQueryString: string): { path: string; perRequest: boolean } | null {
  const page = publicPageOf(rawPath);
  if (page && drawnPerRequest(page))
    return { path: storedPagePath(rawPath, new URLSearchParams(rawQueryString)), perRequest: true };
  const path = pagePathOf(rawPath);
  return path ? { path, perRequest: false } : null;
}

/** Kept for the next visitor: a page that exists, and a variant's page only for a variant the product has. */
export const worthStoring = (path: string, page: RenderedPage) =>
  page.status === 200 && (!variantPageOf(path) || (page.variantPaths ?? []).includes(path));

const NO_PAGE: APIGatewayProxyStructuredResultV2 = {
  statusCode: 404,
  headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' },
  body: 'Not found',
};

/** Search results (drawn for each query) may be kept at the edge for a minute; every other page is the bucket's. */
const SEARCH_PAGE_CACHE = 'public, max-age=0, s-maxage=60';

/**
 * The release's shell and manifest, read from the bucket at most once a minute per environment: a search page is
 * drawn on every request CloudFront has not kept, and a new release's shell is in use within the same minute.
 */
const currentRenderContext = maxAgeCache(renderContext, 60_000);

async function render(path: string): Promise<RenderedPage | null> {
  // The catalogue's views make image URLs from PUBLIC_BASE_URL (contract 0.6), which this function cannot be given
  // (CloudFront's distribution depends on it): it learns the origin from the bucket before the first read.
  process.env.PUBLIC_BASE_URL ||= await siteOrigin();
  return (await loadRenderModule()).renderPage(path, await currentRenderContext());
}

const htmlAnswer = (page: RenderedPage, cacheControl: string): APIGatewayProxyStructuredResultV2 => ({
  statusCode: page.status,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl },
  body: page.html,
});

/**
 * CloudFront's fallback origin for the SPA bucket (decision 0036): asked only when a page is not stored, i.e. a
 * product that does not exist (its page says so, with 404), one added a moment before its page was drawn, or any
 * page before the first draw after a release. A page that exists is stored on the way, so the next visitor gets it
 * from the bucket. A link to a variant the product no longer has (or never had) gets the product's page, drawn
 * with no size chosen, and nothing is stored: made-up ids must not fill the bucket. The search page's behaviours
 * (`/search?q=` in each language) ask it directly: those pages are drawn for their query and never stored.
 */
export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const asked = askedPage(event.rawPath, event.rawQueryString);
  if (!asked) return NO_PAGE;
  const page = await render(asked.path);
  if (!page) return NO_PAGE;
  if (asked.perRequest) return htmlAnswer(page, SEARCH_PAGE_CACHE);
  if (worthStoring(asked.path, page)) await putPage(asked.path, page.html);
  return htmlAnswer(page, 'no-cache');
}
