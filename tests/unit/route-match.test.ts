import { describe, expect, it } from 'vitest';
import { routes } from '../../shared/routes';
import { matchRoute, normalisePath } from '../../shared/routes/match';
import type { RouteDef } from '../../shared/routes/types';

const r = (id: string, method: RouteDef['method'], path: string) => ({
  id,
  method,
  path,
  handler: `x/${id}.ts`,
  access: 'public',
  grants: [],
});

describe('route matching (local gateway, same rules as API Gateway)', () => {
  const table = [
    r('update', 'POST', '/api/v2/products/{id}'),
    r('featured', 'POST', '/api/v2/products/featured'),
    r('detail', 'GET', '/api/v2/product/{id}'),
    r('cart-update', 'PUT', '/api/v2/cart/{itemId}'),
  ];

  it('lets a literal path win over a parameter, whatever the table order', () => {
    expect(matchRoute(table, 'POST', '/api/v2/products/featured')).toMatchObject({ route: { id: 'featured' } });
    expect(matchRoute([...table].reverse(), 'POST', '/api/v2/products/featured')).toMatchObject({
      route: { id: 'featured' },
    });
    expect(matchRoute(table, 'POST', '/api/v2/products/42')).toEqual({ route: table[0], pathParameters: { id: '42' } });
  });

  it('drops one trailing slash and tells a wrong method from an unknown path', () => {
    expect(normalisePath('/api/v2/user/')).toBe('/api/v2/user');
    expect(normalisePath('/')).toBe('/');
    expect(matchRoute(table, 'GET', '/api/v2/product/7/')).toMatchObject({
      route: { id: 'detail' },
      pathParameters: { id: '7' },
    });
    expect(matchRoute(table, 'DELETE', '/api/v2/product/7')).toBe('method-not-allowed');
    expect(matchRoute(table, 'GET', '/api/v2/nothing')).toBe('not-found');
  });

  it('decodes parameters', () => {
    expect(matchRoute(table, 'PUT', '/api/v2/cart/a%20b')).toMatchObject({ pathParameters: { itemId: 'a b' } });
  });
});

describe('the route table', () => {
  it('has unique ids and unique method+path pairs, all under /api/v2 without a trailing slash', () => {
    expect(new Set(routes.map((x) => x.id)).size).toBe(routes.length);
    expect(new Set(routes.map((x) => `${x.method} ${x.path}`)).size).toBe(routes.length);
    for (const route of routes) {
      expect(route.path).toMatch(/^\/api\/v2\/[a-z0-9_\-/{}A-Z]+[^/]$/);
    }
  });

  it('gives every signed-in route the signing key (its token must be verified)', () => {
    for (const route of routes.filter((x) => x.access !== 'public' || x.identifiesCaller))
      expect(route.grants, route.id).toContain('signing-key');
  });

  it('reaches every spelling the contract writes with a slash', () => {
    for (const [method, path] of [
      ['GET', '/api/v2/user/'],
      ['PUT', '/api/v2/users/'],
      ['POST', '/api/v2/users/change-password/'],
    ] as const) {
      expect(matchRoute(routes, method, path), path).not.toBe('not-found');
    }
  });
});
