import {
  ORDER_LINK_PAGE,
  PUBLIC_PAGE_PATHS,
  SHELL_PAGE_PATHS,
  inEveryLanguage,
  pageObjectKey,
} from '../../shared/content/public-pages';

/**
 * The code of the CloudFront Functions that rewrite a viewer request's URI before CloudFront picks the origin's
 * object or route. Kept as plain ES5-style source so the unit tests can run exactly what is deployed.
 */

/**
 * `/api/v2/*`: API Gateway HTTP API routes cannot end with "/", and the contract sends `/api/v2/user/`,
 * `/api/v2/users/` and `/api/v2/users/change-password/`. Drops one trailing slash in place (no redirect, so a
 * POST keeps its body); the query string is separate and unaffected.
 */
export const DROP_TRAILING_SLASH = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.length > 1 && uri.charAt(uri.length - 1) === '/') {
    request.uri = uri.substring(0, uri.length - 1);
  }
  return request;
}`;

/**
 * `/api/storage/*`: objects live under the key `storage/<path>` (functions/lib/uploads.ts), which is what
 * `/storage/<path>` already names; the older client's `/api/storage/<path>` loses its `/api`.
 */
export const STRIP_API_PREFIX = `function handler(event) {
  var request = event.request;
  if (request.uri.indexOf('/api/') === 0) {
    request.uri = request.uri.substring(4);
  }
  return request;
}`;

/** Public pages with a stored HTML object (decision 0036), by path, in all three languages (decision 0090). */
const STORED_PAGES: Record<string, string> = Object.fromEntries(
  inEveryLanguage([...PUBLIC_PAGE_PATHS, ...SHELL_PAGE_PATHS]).map((path) => [path, `/${pageObjectKey(path)}`]),
);

/**
 * Default behaviour (the SPA). A public page asked for under another spelling (`/beard/`, `/BEARD`) is a permanent
 * redirect to its one address, with its query string (publicPageRedirect in shared/content/public-pages.ts, which
 * the local gateway uses). A public page (`/`, the categories, about, contact, the policies) and every
 * `/product/<id>` are answered with their stored HTML under /pages/ (docs/decisions/0036-html-first-pages.md; a
 * page not stored falls over to the page renderer, which answers a missing product with 404). `/product/<id>` with a
 * numeric `variant` (the first, as the page reads it) is that variant's stored page (storedPagePath in
 * shared/content/public-pages.ts, decision 0055); a variant page not stored falls over the same way, and the renderer
 * draws the product's page for a variant it does not have. The rewritten URI is the cache key (the default
 * behaviour's policy keys on no query string), so tracking tags never split the cache. Any other path whose
 * last segment has no file extension is a client-side route: /index.html, and react-router takes over. Files
 * (/assets/x.js, /media/hero.mp4) pass unchanged and a missing one stays a 404. Paths under /api/ are never
 * rewritten: an unknown API path must not answer 200 with HTML.
 */
export const SPA_FALLBACK = `var STORED_PAGES = ${JSON.stringify(STORED_PAGES)};
var PRODUCT_PAGE = /^(\\/(si|ta))?\\/product\\/[^\\/.]+$/;
var ORDER_LINK = /^(\\/(?:si|ta))?\\/order\\/[^\\/.]+$/;
var VARIANT_ID = /^[0-9]{1,9}$/;
function isPublicPage(uri) {
  return Object.prototype.hasOwnProperty.call(STORED_PAGES, uri) || PRODUCT_PAGE.test(uri);
}
function queryString(query) {
  var parts = [];
  for (var name in query) {
    var values = query[name].multiValue || [query[name]];
    for (var i = 0; i < values.length; i++) parts.push(name + '=' + values[i].value);
  }
  return parts.length ? '?' + parts.join('&') : '';
}
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var canonical = (uri.replace(/\\/+$/, '') || '/').toLowerCase();
  if (canonical !== uri && isPublicPage(canonical)) {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: canonical + queryString(request.querystring) }, 'cache-control': { value: 'public, max-age=3600' } },
    };
  }
  if (Object.prototype.hasOwnProperty.call(STORED_PAGES, uri)) {
    request.uri = STORED_PAGES[uri];
    return request;
  }
  var orderLink = ORDER_LINK.exec(uri);
  if (orderLink) {
    request.uri = STORED_PAGES[(orderLink[1] || '') + '${ORDER_LINK_PAGE}'];
    return request;
  }
  if (PRODUCT_PAGE.test(uri)) {
    var variant = request.querystring.variant;
    request.uri = variant && VARIANT_ID.test(variant.value)
      ? '/pages' + uri + '/variant/' + variant.value + '.html'
      : '/pages' + uri + '.html';
    return request;
  }
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (uri.indexOf('/api/') !== 0 && uri !== '/api' && lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;
