import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiDocument, openApiText } from '../../infra/api/openapi-document';
import { routes } from '../../shared/routes';
import { REPO_ROOT } from '../support/outside-references';

describe('docs/api/openapi.json', () => {
  it('is what `npm run openapi` writes from the route table today (run it after changing a route)', () => {
    expect(readFileSync(join(REPO_ROOT, 'docs/api/openapi.json'), 'utf8')).toBe(openApiText());
  });

  it("gives a limit on typed text as x-max-letters, not JSON Schema's code-point maxLength", () => {
    const paths = openApiDocument().paths as Record<string, Record<string, { requestBody: unknown }>>;
    const bodyOf = (path: string, method: string) =>
      (paths[path][method].requestBody as { content: Record<string, { schema: { properties: object } }> }).content[
        'application/json'
      ].schema.properties as Record<string, Record<string, unknown>>;
    expect(bodyOf('/api/v2/product/{id}/reviews', 'post').title).toEqual({ type: 'string', 'x-max-letters': 100 });
    expect(bodyOf('/api/v2/contact/sendMessage', 'post').fullName).toMatchObject({ 'x-max-letters': 120 });
    expect(bodyOf('/api/v2/contact/sendMessage', 'post').fullName).not.toHaveProperty('maxLength');
  });

  it('describes every route once, with bearer security exactly on the routes that are not public', () => {
    const paths = openApiDocument().paths as Record<
      string,
      Record<string, { operationId: string; security: unknown[] }>
    >;
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    );
    expect(operations.map((o) => `${o.method.toUpperCase()} ${o.path} ${o.op.operationId}`).sort()).toEqual(
      routes.map((r) => `${r.method} ${r.path} ${r.id}`).sort(),
    );
    for (const { op } of operations) {
      const route = routes.find((r) => r.id === op.operationId)!;
      expect(
        op.security.some((s) => JSON.stringify(s) === '{"bearer":[]}'),
        route.id,
      ).toBe(route.access !== 'public' || Boolean(route.identifiesCaller));
    }
  });
});
