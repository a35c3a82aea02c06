import { request, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiter, localRateLimits } from '../../infra/local/rate-limiter';
import { RATE_LIMITS } from '../../infra/rate-limits';
import { routeById } from '../../shared/routes';
import { gatewayOnSharedShop } from '../support/own-gateway';

/**
 * The shared shop runs without limits (every suite calls it from 127.0.0.1), so this file starts a gateway of its
 * own on the same emulators, with the shared limits scaled down by RATE_LIMIT_FACTOR=0.1 (sign-in 3, the others 1
 * per 5 minutes), and calls it from two loopback addresses.
 */
const FACTOR = 0.1;
let server: Server;
let port = 0;

function post(
  path: string,
  from: string,
): Promise<{ status: number; body: Record<string, unknown>; retryAfter?: string }> {
  return new Promise((done, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () =>
          done({
            status: res.statusCode ?? 0,
            body: JSON.parse(text || '{}'),
            retryAfter: res.headers['retry-after'] as string | undefined,
          }),
        );
      },
    );
    req.on('error', fail);
    req.end('{}');
  });
}

beforeAll(async () => {
  ({ server, port } = await gatewayOnSharedShop({ rateLimiter: new RateLimiter(localRateLimits(FACTOR)) }));
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('per-address limits on sign-in, sign-up, forgot-password and contact', () => {
  it('scales the shared limits: sign-in 3, the others 1 per window at factor 0.1; factor 0 turns them off', () => {
    expect(localRateLimits(FACTOR).map((l) => [l.routeId, l.limit])).toEqual([
      ['auth-login', 3],
      ['auth-register', 1],
      ['auth-forgot-password', 1],
      ['contact-send', 1],
      ['product-notify-me', 1],
      ['guest-cart', 30],
      ['guest-checkout', 1],
      ['guest-lookup', 2],
      ['guest-lookup-verify', 2],
      ['guest-cart-contact', 30],
    ]);
    expect(localRateLimits(0)).toEqual([]);
  });

  it.each(localRateLimits(FACTOR).map((l) => [l.name, l] as const))(
    '%s: the (N+1)th request from one address is 429, another address is served',
    async (_name, limit) => {
      // A path with a parameter is called for a seeded product: the limit counts the route, whatever the id.
      const path = routeById(limit.routeId).path.replace('{id}', '1');
      const [a, b] =
        limit.routeId === 'auth-login'
          ? ['127.0.0.2', '127.0.0.3']
          : limit.routeId === 'auth-register'
            ? ['127.0.0.4', '127.0.0.5']
            : limit.routeId === 'auth-forgot-password'
              ? ['127.0.0.6', '127.0.0.7']
              : ['127.0.0.8', '127.0.0.9'];
      for (let i = 0; i < limit.limit; i++) {
        // Both spellings count towards one limit.
        const res = await post(i % 2 ? `${path}/` : path, a);
        expect(res.status, `request ${i + 1}`).not.toBe(429);
      }
      const refused = await post(`${path}/`, a);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        status: 'error',
        message: 'Too many requests. Please wait a few minutes and try again.',
      });
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(limit.windowSeconds);
      expect((await post(path, a)).status).toBe(429);

      const other = await post(path, b);
      expect(other.status).not.toBe(429);
      expect(other.status).toBe(422);
    },
  );

  it('leaves routes without a limit alone', async () => {
    expect(RATE_LIMITS.some((l) => l.routeId === 'auth-verify-reset-code')).toBe(false);
    const path = routeById('auth-verify-reset-code').path;
    for (let i = 0; i < 5; i++) expect((await post(path, '127.0.0.10')).status).not.toBe(429);
  });
});

describe('the sliding window', () => {
  it('frees a place when the oldest counted request leaves the window, and counts no refused request', () => {
    let clock = 0;
    const limiter = new RateLimiter([{ name: 'T', routeId: 'r', limit: 2, windowSeconds: 60 }], () => clock);
    expect(limiter.check('r', 'x').allowed).toBe(true);
    clock = 30_000;
    expect(limiter.check('r', 'x').allowed).toBe(true);
    expect(limiter.check('r', 'x')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    clock = 60_000;
    expect(limiter.check('r', 'x').allowed).toBe(true);
    expect(limiter.check('r', 'x').allowed).toBe(false);
    expect(limiter.check('other-route', 'x').allowed).toBe(true);
  });
});
