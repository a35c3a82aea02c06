import { describe, expect, it } from 'vitest';
import { SECRET_GRANTS } from '../../infra/api/secrets-extension';
import { SECRETS_EXTENSION_DEFAULT_PORT } from '../../functions/lib/secret-string';
import { routes } from '../../shared/routes';
import { handlerImports } from '../support/handler-imports';
import { withNestedStacks } from './stack-resources';
import { defaultTestShopApp } from './test-shop-app';

interface LambdaResource {
  Type: string;
  Properties: { FunctionName?: string; Layers?: unknown[]; Environment?: { Variables?: Record<string, unknown> } };
}

describe('secrets are read through the Parameters and Secrets extension (decision 0042)', () => {
  const { stack } = defaultTestShopApp();
  const resources = Object.values(withNestedStacks(stack).toJSON().Resources as Record<string, LambdaResource>);
  const fn = (name: string) =>
    resources.find((r) => r.Type === 'AWS::Lambda::Function' && r.Properties.FunctionName === name)!.Properties;
  const layerIn = (layers: unknown[] | undefined) => JSON.stringify(layers ?? []);

  it('every route that reads a secret carries the arm64 layer, with its cache off and the port the functions ask', () => {
    const readers = routes.filter((r) => r.grants.some((g) => SECRET_GRANTS.includes(g)));
    expect(readers.length).toBeGreaterThan(30);
    for (const route of readers) {
      const props = fn(`shop-test-${route.id}`);
      expect(layerIn(props.Layers), route.id).toMatch(/Paramsandsecretslayer.*arm64/);
      expect(props.Environment?.Variables, route.id).toMatchObject({
        PARAMETERS_SECRETS_EXTENSION_CACHE_ENABLED: 'false',
        PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String(SECRETS_EXTENSION_DEFAULT_PORT),
      });
    }
  });

  it('a route that reads no secret carries no layer', () => {
    const others = routes.filter((r) => !r.grants.some((g) => SECRET_GRANTS.includes(g)));
    expect(others.length).toBeGreaterThan(0);
    for (const route of others) expect(fn(`shop-test-${route.id}`).Layers, route.id).toBeUndefined();
  });

  it('every route that reads the caller has the signing key grant, so the extension may read the secret', () => {
    for (const route of routes.filter((r) => r.access !== 'public' || r.identifiesCaller))
      expect(route.grants, route.id).toContain('signing-key');
  });

  it('no function bundles the Secrets Manager client', async () => {
    const metafile = await handlerImports();
    const imported = Object.values(metafile.inputs).flatMap((input) => input.imports.map((i) => i.path));
    expect(imported).toContain('@aws-sdk/client-dynamodb');
    expect(imported.filter((path) => path.startsWith('@aws-sdk/client-secrets-manager'))).toEqual([]);
  });
});
