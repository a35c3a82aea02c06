import { describe, expect, it } from 'vitest';
import { routePaths } from '../../shared/routes/paths';

/**
 * API Gateway keeps one resource per path part: under one parent, a variable part has one name for every route
 * (`/user/orders/{order_id}/returns` and `/user/orders/{id}/slip` would not deploy). The synth does not check it.
 */
function variableNamesByParent(paths: string[]): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  for (const path of paths) {
    const parts = path.split('/').filter(Boolean);
    parts.forEach((part, i) => {
      if (!part.startsWith('{')) return;
      const parent = `/${parts.slice(0, i).join('/')}`;
      names.set(parent, new Set([...(names.get(parent) ?? []), part]));
    });
  }
  return names;
}

describe('path variables of the route table', () => {
  it('name a path part the same way under the same parent', () => {
    const clashes = [...variableNamesByParent(Object.values(routePaths).map(([, path]) => path))]
      .filter(([, names]) => names.size > 1)
      .map(([parent, names]) => `${parent}: ${[...names].join(', ')}`);
    expect(clashes).toEqual([]);
  });

  it('finds two names under one parent', () => {
    expect(variableNamesByParent(['/a/orders/{id}/slip', '/a/orders/{order_id}/returns']).get('/a/orders')).toEqual(
      new Set(['{id}', '{order_id}']),
    );
  });
});
