import type { RouteDef } from './types';

/** What matching needs of a route. */
export type RoutePattern = Pick<RouteDef, 'method' | 'path'>;

/** Drops one trailing slash, as the CloudFront function does in front of API Gateway (`/v2/user/` -> `/v2/user`). */
export function normalisePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** `decodeURIComponent`, or null for a malformed escape such as `%E0%A4%A`, which then matches nothing (a 404, not a crash). */
export function decodePath(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** A route path's segments, split once: the local gateway matches every request against every route. */
const routeSegmentsByPath = new Map<string, string[]>();
function routeSegments(routePath: string): string[] {
  let found = routeSegmentsByPath.get(routePath);
  if (!found) routeSegmentsByPath.set(routePath, (found = segments(routePath)));
  return found;
}

/** How specific a route path is: literal segments score higher than parameters, so `/products/featured` beats `/products/{id}`. */
function specificity(path: string): number[] {
  return routeSegments(path).map((s) => (s.startsWith('{') ? 0 : 1));
}

function compareSpecificity(a: RoutePattern, b: RoutePattern): number {
  const sa = specificity(a.path);
  const sb = specificity(b.path);
  for (let i = 0; i < Math.max(sa.length, sb.length); i++) {
    const d = (sb[i] ?? 0) - (sa[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

export interface RouteMatch<R extends RoutePattern = RouteDef> {
  route: R;
  pathParameters: Record<string, string>;
}

function matchPath(routePath: string, got: readonly string[]): Record<string, string> | null {
  const want = routeSegments(routePath);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i];
    if (w.startsWith('{') && w.endsWith('}')) {
      const value = decodePath(got[i]);
      if (value === null) return null;
      params[w.slice(1, -1)] = value;
    } else if (w !== got[i]) return null;
  }
  return params;
}

/**
 * Finds the route for a request the way API Gateway HTTP APIs do: the most specific path wins.
 * Returns `methodNotAllowed` when the path exists under another method.
 */
export function matchRoute<R extends RoutePattern>(
  table: readonly R[],
  method: string,
  rawPath: string,
): RouteMatch<R> | 'not-found' | 'method-not-allowed' {
  const got = segments(normalisePath(rawPath));
  const candidates = table
    .map((route) => ({ route, params: matchPath(route.path, got) }))
    .filter((c): c is { route: R; params: Record<string, string> } => c.params !== null)
    .sort((a, b) => compareSpecificity(a.route, b.route));
  if (candidates.length === 0) return 'not-found';
  const sameMethod = candidates.find((c) => c.route.method === method.toUpperCase());
  if (!sameMethod) return 'method-not-allowed';
  return { route: sameMethod.route, pathParameters: sameMethod.params };
}
