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

/**
 * Default behaviour (the SPA): a path whose last segment has no file extension is a client-side route, so it is
 * answered with /index.html and react-router takes over. Files (/assets/x.js, /media/hero.mp4) pass unchanged
 * and a missing one stays a 404. Paths under /api/ are never rewritten: an unknown API path must not answer 200
 * with HTML.
 */
export const SPA_FALLBACK = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (uri.indexOf('/api/') !== 0 && uri !== '/api' && lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;
