import { RATE_LIMITED_MESSAGE } from '../shared/api/rate-limited';
import { routeById } from '../shared/routes';

/**
 * Per-client abuse limits: the one definition read by the CDK stack (WAF rate-based rules on the distribution,
 * infra/web/web-acl.ts) and by the local gateway (infra/local/rate-limiter.ts). A client is an IP address; the
 * limit counts requests to the route from that address within the window, and the next one is refused with 429.
 * WAF accepts windows of 1, 2, 5 or 10 minutes and limits of at least 10. Generous enough for customers behind one
 * carrier-grade NAT (common on Sri Lankan mobile networks), tight enough to stop scripted guessing and spam.
 */
export type RateWindowSeconds = 60 | 120 | 300 | 600;

export interface RateLimit {
  /** Names the WAF rule and its metric. */
  name: string;
  /** The route-table entry the limit guards. */
  routeId: string;
  limit: number;
  windowSeconds: RateWindowSeconds;
}

export const RATE_LIMITS: readonly RateLimit[] = [
  { name: 'SignIn', routeId: 'auth-login', limit: 30, windowSeconds: 300 },
  { name: 'SignUp', routeId: 'auth-register', limit: 10, windowSeconds: 300 },
  { name: 'ForgotPassword', routeId: 'auth-forgot-password', limit: 10, windowSeconds: 300 },
  { name: 'Contact', routeId: 'contact-send', limit: 10, windowSeconds: 300 },
];

/** The body of a refused request, in the API's error envelope. */
export const RATE_LIMITED_BODY = {
  status: 'error',
  message: RATE_LIMITED_MESSAGE,
} as const;

/** Both spellings a client may send: API Gateway's path and the same with one trailing slash (the contract allows it). */
export function rateLimitedPaths(limit: RateLimit): string[] {
  const path = routeById(limit.routeId).path;
  return [path, `${path}/`];
}
