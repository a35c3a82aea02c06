import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productKey } from '../../functions/domain/keys';
import { reviewKeys } from '../../functions/domain/reviews/review-keys';
import { withNestedStacks } from './stack-resources';
import { TemplateGraph } from './template-graph';
import { testShopApp } from './test-shop-app';

/** A built SPA with its server render (npm run build), in a folder of its own. */
function builtWeb(root: string, withServerRender: boolean): string {
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"><!--app-html--><!--/app-html--></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  if (withServerRender) {
    mkdirSync(join(root, 'dist-server'));
    writeFileSync(join(root, 'dist-server', 'render-page.mjs'), 'export {}');
  }
  return dist;
}

const synth = (webDist: string) =>
  new TemplateGraph(
    withNestedStacks(
      testShopApp({ context: { stage: 'test', corsOrigins: 'https://shop.example.lk', webDist } }).stack,
    ),
  );

const functionNamed = (graph: TemplateGraph, name: string) => {
  const found = graph.ofType('AWS::Lambda::Function').find(([, f]) => f.Properties.FunctionName === name);
  if (!found) throw new Error(`no function ${name}`);
  return found;
};

function statementsOf(graph: TemplateGraph, functionId: string) {
  return graph
    .statementsOfFunction(functionId)
    .map((s) => ({ actions: Array.isArray(s.Action) ? s.Action : [s.Action], resource: JSON.stringify(s.Resource) }));
}

let root: string;
let graph: TemplateGraph;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'shop-pages-'));
  graph = synth(builtWeb(root, true));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('page renderer: public pages drawn into the SPA bucket (decision 0036)', () => {
  it('runs on the table stream, product items only, batched', () => {
    const [rendererId, renderer] = functionNamed(graph, 'shop-test-page-renderer');
    expect(renderer.Properties.Environment.Variables).toMatchObject({
      SPA_BUCKET: expect.anything(),
      TABLE_NAME: expect.anything(),
      PUBLIC_BASE_URL: expect.anything(),
    });
    // Pages are read from the table, not through the API (decision 0051).
    expect(renderer.Properties.Environment.Variables.API_ORIGIN).toBeUndefined();
    expect(renderer.Properties.Timeout).toBe(300);
    const [, mapping] = graph
      .ofType('AWS::Lambda::EventSourceMapping')
      .find(([, m]) => TemplateGraph.refsIn(m.Properties.FunctionName).includes(rendererId))!;
    const tableId = graph.ofType('AWS::DynamoDB::Table')[0][0];
    expect(TemplateGraph.refsIn(mapping.Properties.EventSourceArn)).toEqual([tableId]);
    expect(mapping.Properties.StartingPosition).toBe('LATEST');
    expect(mapping.Properties.MaximumBatchingWindowInSeconds).toBe(2);
    const pattern = JSON.parse(mapping.Properties.FilterCriteria.Filters[0].Pattern);
    expect(pattern).toEqual({ dynamodb: { Keys: { PK: { S: [{ prefix: 'PRODUCT#' }] }, SK: { S: ['PRODUCT'] } } } });
    // The filter matches exactly the keys of a product's own item (functions/domain/keys.ts, productKey).
    const { PK, SK } = productKey(12);
    expect(PK.startsWith(pattern.dynamodb.Keys.PK.S[0].prefix) && SK === pattern.dynamodb.Keys.SK.S[0]).toBe(true);
    // And a review's item, whose text shows on its product's page (issue 24).
    const reviews = JSON.parse(mapping.Properties.FilterCriteria.Filters[1].Pattern);
    expect(reviews).toEqual({ dynamodb: { Keys: { PK: { S: [{ prefix: 'REVIEWS#' }] } } } });
    expect(reviewKeys.review(12, 3).PK.startsWith(reviews.dynamodb.Keys.PK.S[0].prefix)).toBe(true);
    expect(mapping.Properties.FilterCriteria.Filters).toHaveLength(2);
  });

  it('may read the bucket and write or delete only under pages/; it reads the stream and the table, never writes it', () => {
    const [rendererId] = functionNamed(graph, 'shop-test-page-renderer');
    const statements = statementsOf(graph, rendererId);
    const writes = statements.filter((s) =>
      s.actions.some((a) => a.startsWith('s3:PutObject') || a.startsWith('s3:DeleteObject')),
    );
    expect(writes.length).toBeGreaterThan(0);
    for (const s of writes) expect(s.resource).toContain('/pages/*');
    const actions = statements.flatMap((s) => s.actions);
    expect(actions).toEqual(
      expect.arrayContaining([
        'dynamodb:GetRecords',
        'dynamodb:GetShardIterator',
        'dynamodb:GetItem',
        'dynamodb:Query',
        's3:GetObject*',
      ]),
    );
    expect(actions.filter((a) => /^dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem)$/.test(a))).toEqual([]);
  });

  it('draws every page after each release: a trigger that runs after the SPA is deployed', () => {
    const [rendererId] = functionNamed(graph, 'shop-test-page-renderer');
    const triggers = graph.ofType('Custom::Trigger');
    expect(triggers).toHaveLength(1);
    const [, trigger] = triggers[0];
    // It runs the function's current version, so a new bundle or shell (a release) runs it again.
    const [versionId] = TemplateGraph.refsIn(trigger.Properties.HandlerArn);
    expect(graph.resources[versionId].Type).toBe('AWS::Lambda::Version');
    expect(TemplateGraph.refsIn(graph.resources[versionId].Properties.FunctionName)).toEqual([rendererId]);
    expect(trigger.Properties.ExecuteOnHandlerChange).toBe(true);
    const dependsOn = (trigger as unknown as { DependsOn?: string[] }).DependsOn ?? [];
    expect(dependsOn.some((id) => id.startsWith('SpaDeploymentFiles'))).toBe(true);
    // The pages are read from the table, so the trigger waits for no API route.
    const catalogueRoute = graph.routesWithKey('POST /api/v2/products/filtered_products')[0];
    expect(dependsOn).not.toContain(catalogueRoute);
  });

  it('answers pages that are not stored through a fallback origin: a function URL behind OAC, asked on a 404 of the bucket', () => {
    const [fallbackId, fallbackFunction] = functionNamed(graph, 'shop-test-page-fallback');
    const [, url] = graph
      .ofType('AWS::Lambda::Url')
      .find(([, u]) => TemplateGraph.refsIn(u.Properties.TargetFunctionArn).includes(fallbackId))!;
    expect(url.Properties.AuthType).toBe('AWS_IAM');
    const [urlId] = graph.ofType('AWS::Lambda::Url').find(([, u]) => u === url)!;
    const invokers = graph
      .ofType('AWS::Lambda::Permission')
      .filter(([, p]) => TemplateGraph.refsIn(p.Properties.FunctionName).includes(urlId));
    expect(invokers.map(([, p]) => [p.Properties.Principal, p.Properties.Action])).toEqual(
      expect.arrayContaining([
        ['cloudfront.amazonaws.com', 'lambda:InvokeFunctionUrl'],
        ['cloudfront.amazonaws.com', 'lambda:InvokeFunction'],
      ]),
    );
    const distributionId = graph.ofType('AWS::CloudFront::Distribution')[0][0];
    for (const [, p] of invokers) expect(TemplateGraph.refsIn(p.Properties.SourceArn)).toContain(distributionId);

    const config = graph.ofType('AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig;
    const group = config.OriginGroups.Items.find(
      (g: { Id: string }) => g.Id === config.DefaultCacheBehavior.TargetOriginId,
    );
    expect(group.FailoverCriteria.StatusCodes.Items).toEqual([404]);
    const [primary, fallback] = group.Members.Items.map((m: { OriginId: string }) =>
      config.Origins.find((o: { Id: string }) => o.Id === m.OriginId),
    );
    expect(primary.S3OriginConfig).toBeDefined();
    expect(JSON.stringify(fallback.DomainName)).toContain(urlId);
    expect(fallback.OriginAccessControlId).toBeDefined();

    const statements = statementsOf(graph, fallbackId);
    for (const s of statements.filter((x) => x.actions.some((a) => a.startsWith('s3:PutObject'))))
      expect(s.resource).toContain('/pages/*');
    const actions = statements.flatMap((s) => s.actions);
    expect(actions.some((a) => a.startsWith('s3:DeleteObject'))).toBe(false);
    // It reads the product from the table (decision 0051) and writes nothing there.
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
    expect(actions.filter((a) => /^dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem)$/.test(a))).toEqual([]);
    expect(fallbackFunction.Properties.Environment.Variables).toMatchObject({ TABLE_NAME: expect.anything() });
  });

  it('asks the page function for the search page in each language, keyed by its query alone and kept at the edge a minute by default', () => {
    const config = graph.ofType('AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig;
    const group = config.OriginGroups.Items.find(
      (g: { Id: string }) => g.Id === config.DefaultCacheBehavior.TargetOriginId,
    );
    const fallbackOrigin = group.Members.Items[1].OriginId;
    for (const path of ['/search', '/si/search', '/ta/search']) {
      const search = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === path);
      expect(search?.TargetOriginId, path).toBe(fallbackOrigin);
      expect(search.AllowedMethods ?? ['GET', 'HEAD']).toEqual(['GET', 'HEAD']);
      expect(search.ViewerProtocolPolicy).toBe('redirect-to-https');
      expect(search.FunctionAssociations, path).toBeUndefined();
      expect(search.Compress).toBe(true);
      const policy = graph.resources[TemplateGraph.refsIn(search.CachePolicyId)[0]].Properties.CachePolicyConfig;
      expect(policy.DefaultTTL).toBe(60);
      const key = policy.ParametersInCacheKeyAndForwardedToOrigin;
      expect(key.QueryStringsConfig).toEqual({ QueryStringBehavior: 'whitelist', QueryStrings: ['q'] });
      expect(key.CookiesConfig.CookieBehavior).toBe('none');
      expect(key.HeadersConfig.HeaderBehavior).toBe('none');
      expect([key.EnableAcceptEncodingGzip, key.EnableAcceptEncodingBrotli]).toEqual([true, true]);
    }
  });

  it('a release never deletes the drawn pages', () => {
    const files = graph.ofType('Custom::CDKBucketDeployment').find(([id]) => id.startsWith('SpaDeploymentFiles'))![1];
    expect(files.Properties.Exclude).toEqual(expect.arrayContaining(['assets/*', 'pages/*']));
  });

  it('without a server render in the build, the SPA is served as before', () => {
    const plain = mkdtempSync(join(tmpdir(), 'shop-no-pages-'));
    try {
      const without = synth(builtWeb(plain, false));
      expect(without.ofType('AWS::Lambda::Function').map(([, f]) => f.Properties.FunctionName)).not.toContain(
        'shop-test-page-renderer',
      );
      expect(
        without.ofType('AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig.OriginGroups,
      ).toBeUndefined();
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });
});
