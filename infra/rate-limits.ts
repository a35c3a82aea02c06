import { RATE_LIMITED_MESSAGE } from '../shared/api/rate-limited';
import { routeById, routes, type RateLimitSpec } from '../shared/routes';

/**
 * Per-client abuse limits, read from the route entries that have one (`rateLimit`, decision 0068) by the CDK stack
 * (WAF rate-based rules on the distribution, infra/web/web-acl.ts) and by the local gateway
 * (infra/local/rate-limiter.ts). A client is an IP address; the limit counts requests to the route from that address
 * within the window, and the next one is refused with 429. WAF accepts windows of 1, 2, 5 or 10 minutes and limits
 * of at least 10. Generous enough for customers behind one carrier-grade NAT (common on Sri Lankan mobile networks),
 * tight enough to stop scripted guessing and spam.
 */
export interface RateLimit extends RateLimitSpec {
  /** The route-table entry the limit guards. */
  routeId: string;
}

/** In the route table's order, which is the order of the WAF's rules. */
export const RATE_LIMITS: readonly RateLimit[] = routes.flatMap((route) =>
  route.rateLimit ? [{ ...route.rateLimit, routeId: route.id }] : [],
);

/** The body of a refused request, in the API's error envelope. */
export const RATE_LIMITED_BODY = {
  status: 'error',
  message: RATE_LIMITED_MESSAGE,
} as const;

/**
 * A path with a parameter (`/api/v2/product/{id}/notify-me`) as the regular expression the WAF matches it with: the
 * parameter is one segment. Paths without one are matched exactly.
 */
export const pathPattern = (path: string): string =>
  `^${path
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+')}$`;

/** Both spellings a client may send: API Gateway's path and the same with one trailing slash (the contract allows it). */
export function rateLimitedPaths(limit: RateLimit): string[] {
  const path = routeById(limit.routeId).path;
  return [path, `${path}/`];
}
