import { Match, Template } from 'aws-cdk-lib/assertions';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../infra/web/security-headers';
import { SEO_FILE_REWRITE } from '../../infra/web/seo-files';
import { UPLOADS_CONTENT_SECURITY_POLICY } from '../../infra/web/upload-headers';
import { DROP_TRAILING_SLASH, SPA_FALLBACK, STRIP_API_PREFIX } from '../../infra/web/viewer-request-code';
import { routes, type Grant } from '../../shared/routes';
import { stackTemplates, withNestedStacks } from './stack-resources';
import { TemplateGraph } from './template-graph';
import { testShopApp } from './test-shop-app';

// AWS managed policies, by their fixed ids.
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

/** The shop stack as the CLI would make it, but without bundling (fast) and with a clean environment. */
const shopStack = (context: Record<string, unknown>) => testShopApp({ context }).stack;

/** Its resources and those of its nested stacks (the routes'), as one template. */
const synth = (context: Record<string, unknown>) => withNestedStacks(shopStack(context));

let webDist: string;
let stack: ReturnType<typeof shopStack>;
let template: Template;
let graph: TemplateGraph;

beforeAll(() => {
  webDist = mkdtempSync(join(tmpdir(), 'shop-web-dist-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  stack = shopStack({ stage: 'test', corsOrigins: 'https://old.example.lk, http://localhost:5173', webDist });
  template = withNestedStacks(stack);
  graph = new TemplateGraph(template);
});

afterAll(() => rmSync(webDist, { recursive: true, force: true }));

describe('API: one route, integration and function per route-table entry', () => {
  it('has exactly as many routes as the table has entries', () => {
    expect(routes.length).toBeGreaterThan(0);
    template.resourceCountIs('AWS::ApiGatewayV2::Route', routes.length);
  });

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s is one route with its own integration and function',
    (routeKey, route) => {
      const found = graph.routesWithKey(routeKey);
      expect(found).toHaveLength(1);
      const integration = graph.integrationOfRoute(found[0]);
      const fn = graph.functionOfIntegration(integration);

      const otherRoutes = graph.ofType('AWS::ApiGatewayV2::Route').filter(([id]) => id !== found[0]);
      expect(otherRoutes.map(([id]) => graph.integrationOfRoute(id))).not.toContain(integration);
      expect(otherRoutes.map(([id]) => graph.functionOfIntegration(graph.integrationOfRoute(id)))).not.toContain(fn);

      const props = graph.resources[fn].Properties;
      expect(props.FunctionName).toBe(`shop-test-${route.id}`);
      expect(props.Runtime).toMatch(/^nodejs(2[2-9]|[3-9]\d)\.x$/);
      expect(Object.keys(props.Environment.Variables)).toEqual(
        expect.arrayContaining([
          'TABLE_NAME',
          'UPLOADS_BUCKET',
          'PUBLIC_BASE_URL',
          'MAIL_FROM',
          'SHOP_EMAIL',
          'CORS_ORIGINS',
          'SIGNING_SECRET_ARN',
          'JWT_ISSUER',
          'STAGE',
        ]),
      );
    },
  );
});

describe('grants: each function gets what its grants column lists and nothing else', () => {
  // One action that each grant must bring, and that no other grant brings.
  const marker: Record<Exclude<Grant, SecretGrant>, string> = {
    'table:read': 'dynamodb:Query',
    'table:write': 'dynamodb:PutItem',
    'uploads:read': 's3:GetObject',
    'uploads:write': 's3:PutObject',
    'mail:send': 'ses:SendEmail',
    'mail:queue': 'sqs:SendMessage',
  };
  // Both secrets are read with the same action, so these grants are told apart by the secret they reach.
  type SecretGrant = 'signing-key' | 'payhere-secret' | 'koko-secret';
  const secretOf: Record<SecretGrant, string> = {
    'signing-key': 'SigningSecret',
    'payhere-secret': 'PayhereSecret',
    'koko-secret': 'KokoSecret',
  };

  it('the table has routes with and without mail, so the checks below are not vacuous', () => {
    expect(routes.some((r) => r.grants.includes('mail:send'))).toBe(true);
    expect(routes.some((r) => !r.grants.includes('mail:send'))).toBe(true);
  });

  it.each(routes.map((r) => [r.id, r] as const))('%s', (_id, route) => {
    const [routeId] = graph.routesWithKey(`${route.method} ${route.path}`);
    const actions = graph.actionsOfFunction(graph.functionOfIntegration(graph.integrationOfRoute(routeId)));
    for (const [grant, action] of Object.entries(marker) as [Grant, string][]) {
      expect(actions.includes(action), `${grant} -> ${action}`).toBe(route.grants.includes(grant));
    }
    const secrets = graph.secretsReadByFunction(graph.functionOfIntegration(graph.integrationOfRoute(routeId)));
    for (const [grant, logicalIdStart] of Object.entries(secretOf) as [SecretGrant, string][]) {
      expect(
        secrets.some((id) => id.startsWith(logicalIdStart)),
        `${grant} -> ${logicalIdStart}`,
      ).toBe(route.grants.includes(grant));
    }
    if (route.grants.includes('uploads:write')) expect(actions).toContain('s3:DeleteObject*');
    if (!route.grants.includes('mail:send')) expect(actions.filter((a) => a.startsWith('ses:'))).toEqual([]);
  });

  it('table reads reach the indexes too', () => {
    const tableId = graph.ofType('AWS::DynamoDB::Table')[0][0];
    template.hasResourceProperties('AWS::IAM::Role', {
      Policies: Match.arrayWith([
        Match.objectLike({
          PolicyDocument: {
            Statement: Match.arrayWith([
              Match.objectLike({
                Action: Match.arrayWith(['dynamodb:Query']),
                Resource: Match.arrayWith([{ 'Fn::Join': ['', [{ 'Fn::GetAtt': [tableId, 'Arn'] }, '/index/*']] }]),
              }),
            ]),
          },
        }),
      ]),
    });
  });
});

describe('table', () => {
  it('has PK/SK, the GSIs, TTL, PITR, a stream, on-demand billing', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      GlobalSecondaryIndexes: [
        Match.objectLike({
          IndexName: 'GSI1',
          KeySchema: [
            { AttributeName: 'GSI1PK', KeyType: 'HASH' },
            { AttributeName: 'GSI1SK', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        }),
        Match.objectLike({
          IndexName: 'GSI2',
          KeySchema: [
            { AttributeName: 'GSI2PK', KeyType: 'HASH' },
            { AttributeName: 'GSI2SK', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        }),
      ],
      TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
  });

  it('is kept when the stack is deleted or the table replaced', () => {
    template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });
});

describe('buckets', () => {
  it('both block all public access, are encrypted and deny plain HTTP', () => {
    const buckets = graph.ofType('AWS::S3::Bucket');
    expect(buckets).toHaveLength(2);
    for (const [, bucket] of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption).toBeDefined();
    }
    for (const [, policy] of graph.ofType('AWS::S3::BucketPolicy')) {
      expect(policy.Properties.PolicyDocument.Statement).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      );
    }
  });

  it('uploads survive the stack; CloudFront may read them only as this distribution', () => {
    const uploads = graph.ofType('AWS::S3::Bucket').find(([id]) => id.startsWith('UploadsBucket'));
    expect(uploads?.[1].DeletionPolicy).toBe('Retain');
    const distributionId = graph.ofType('AWS::CloudFront::Distribution')[0][0];
    const policy = graph
      .ofType('AWS::S3::BucketPolicy')
      .find(([, p]) => TemplateGraph.refsIn(p.Properties.Bucket).includes(uploads![0]))!;
    const cloudFront = policy[1].Properties.PolicyDocument.Statement.find(
      (s: any) => s.Principal?.Service === 'cloudfront.amazonaws.com',
    );
    expect(cloudFront.Action).toBe('s3:GetObject');
    expect(TemplateGraph.refsIn(cloudFront.Condition)).toContain(distributionId);
  });
});

describe('CloudFront', () => {
  const config = () => graph.ofType('AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig;
  const behaviour = (path: string) => config().CacheBehaviors.find((b: any) => b.PathPattern === path);
  const origin = (originId: string) => config().Origins.find((o: any) => o.Id === originId);
  const functionCode = (association: any) =>
    graph.resources[TemplateGraph.refsIn(association.FunctionARN)[0]].Properties.FunctionCode;

  it('has one distribution with the API and both storage paths besides the SPA', () => {
    template.resourceCountIs('AWS::CloudFront::Distribution', 1);
    expect(
      config()
        .CacheBehaviors.map((b: any) => b.PathPattern)
        .sort(),
    ).toEqual(['/api/storage/*', '/api/v2/*', '/robots.txt', '/sitemap.xml', '/storage/*']);
  });

  it('sends /api/v2/* to the HTTP API: every method, no caching, all viewer headers, trailing slash dropped', () => {
    const api = behaviour('/api/v2/*');
    expect(api.AllowedMethods.sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
    const policy = graph.resources[TemplateGraph.refsIn(api.CachePolicyId)[0]].Properties.CachePolicyConfig;
    // Nothing is kept longer than the responses allow (every API response says no-store), and the caller is part of the key.
    expect(policy.DefaultTTL).toBe(0);
    expect(policy.MinTTL).toBe(0);
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin.HeadersConfig.Headers).toEqual(
      expect.arrayContaining(['Authorization', 'Origin']),
    );
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin.CookiesConfig.CookieBehavior).toBe('all');
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin.QueryStringsConfig.QueryStringBehavior).toBe('all');
    expect(api.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
    expect(api.ViewerProtocolPolicy).toBe('https-only');
    const apiId = graph.ofType('AWS::ApiGatewayV2::Api')[0][0];
    expect(TemplateGraph.refsIn(origin(api.TargetOriginId).DomainName)).toContain(apiId);
    expect(api.FunctionAssociations).toHaveLength(1);
    expect(api.FunctionAssociations[0].EventType).toBe('viewer-request');
    expect(functionCode(api.FunctionAssociations[0])).toBe(DROP_TRAILING_SLASH);
  });

  it('answers /robots.txt and /sitemap.xml from the API route that makes them from the catalogue', () => {
    const apiTarget = behaviour('/api/v2/*').TargetOriginId;
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      const b = behaviour(path);
      expect(b.TargetOriginId).toBe(apiTarget);
      expect(b.OriginRequestPolicyId).toBeUndefined();
      expect(functionCode(b.FunctionAssociations[0])).toBe(SEO_FILE_REWRITE);
    }
  });

  it('serves /storage/* and /api/storage/* from the uploads bucket through origin access control', () => {
    const uploadsId = graph.ofType('AWS::S3::Bucket').find(([id]) => id.startsWith('UploadsBucket'))![0];
    for (const path of ['/storage/*', '/api/storage/*']) {
      const target = origin(behaviour(path).TargetOriginId);
      expect(TemplateGraph.refsIn(target.DomainName)).toContain(uploadsId);
      expect(TemplateGraph.refsIn(target.OriginAccessControlId)).toHaveLength(1);
      expect(target.S3OriginConfig?.OriginAccessIdentity ?? '').toBe('');
    }
    expect(behaviour('/storage/*').FunctionAssociations).toBeUndefined();
    expect(functionCode(behaviour('/api/storage/*').FunctionAssociations[0])).toBe(STRIP_API_PREFIX);
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
  });

  it('serves uploads sandboxed, so an uploaded SVG or PDF opened on its own runs no script on the shop origin', () => {
    expect(UPLOADS_CONTENT_SECURITY_POLICY).toMatch(/default-src 'none'.*sandbox/);
    for (const path of ['/storage/*', '/api/storage/*']) {
      const policyId = TemplateGraph.refsIn(behaviour(path).ResponseHeadersPolicyId)[0];
      const headers = graph.resources[policyId].Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
      expect(headers.ContentSecurityPolicy.ContentSecurityPolicy).toBe(UPLOADS_CONTENT_SECURITY_POLICY);
      expect(headers.ContentTypeOptions.Override).toBe(true);
    }
  });

  it('serves the SPA by default, with index.html for client routes and security headers', () => {
    const spa = config().DefaultCacheBehavior;
    const spaBucketId = graph.ofType('AWS::S3::Bucket').find(([id]) => id.startsWith('SpaBucket'))![0];
    expect(TemplateGraph.refsIn(origin(spa.TargetOriginId).DomainName)).toContain(spaBucketId);
    expect(spa.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(functionCode(spa.FunctionAssociations[0])).toBe(SPA_FALLBACK);
    // No query string in the cache key: SPA_FALLBACK puts `?variant=` into the URI (a variant's stored page), and the
    // rewritten URI is what CloudFront keys on, so tracking tags never split a page's cache (decision 0055).
    expect(spa.CachePolicyId).toBe(CACHING_OPTIMIZED);
    // errorResponses would turn the API's 403/404 into index.html, so there must be none.
    expect(config().CustomErrorResponses).toBeUndefined();

    const policy =
      graph.resources[TemplateGraph.refsIn(spa.ResponseHeadersPolicyId)[0]].Properties.ResponseHeadersPolicyConfig
        .SecurityHeadersConfig;
    expect(policy.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(31_536_000);
    expect(policy.ContentTypeOptions.Override).toBe(true);
    expect(policy.FrameOptions.FrameOption).toBe('DENY');
    expect(policy.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
    expect(policy.ContentSecurityPolicy.ContentSecurityPolicy).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toMatch(/img-src 'self' data: blob:/);
    expect(CONTENT_SECURITY_POLICY).toMatch(/media-src 'self'/);
  });
});

describe('CloudFront transport: compression and caching', () => {
  const config = () => graph.ofType('AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig;
  const behaviours = () => [config().DefaultCacheBehavior, ...config().CacheBehaviors];

  it('compresses on every behaviour, and every cache policy lets it (gzip and brotli, a TTL above 0)', () => {
    expect(behaviours()).toHaveLength(6);
    for (const b of behaviours()) {
      expect(b.Compress, b.PathPattern ?? 'default').toBe(true);
      if (b.CachePolicyId === CACHING_OPTIMIZED) continue; // the managed policy enables both encodings
      const policy = graph.resources[TemplateGraph.refsIn(b.CachePolicyId)[0]]?.Properties.CachePolicyConfig;
      expect(policy, `${b.PathPattern}: a managed policy other than CachingOptimized`).toBeDefined();
      expect(policy.MaxTTL).toBeGreaterThan(0);
      expect(policy.ParametersInCacheKeyAndForwardedToOrigin.EnableAcceptEncodingGzip).toBe(true);
      expect(policy.ParametersInCacheKeyAndForwardedToOrigin.EnableAcceptEncodingBrotli).toBe(true);
    }
  });

  it('keeps hashed assets immutable for a year and has the rest of the SPA revalidated', () => {
    const deployments = graph.ofType('Custom::CDKBucketDeployment').map(([, d]) => d.Properties);
    const hashed = deployments.find((d) => d.DestinationBucketKeyPrefix === 'assets/');
    expect(hashed?.SystemMetadata['cache-control']).toBe('public, max-age=31536000, immutable');
    const rest = deployments.find((d) => d !== hashed);
    expect(rest?.SystemMetadata['cache-control']).toBe('no-cache');
  });
});

describe('settings, SPA upload and outputs', () => {
  it('lets the older client in with credentials from the configured origins only', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: Match.objectLike({
        AllowOrigins: ['https://old.example.lk', 'http://localhost:5173'],
        AllowCredentials: true,
        AllowHeaders: ['Authorization', 'Content-Type', 'X-HTTP-Method-Override', 'Idempotency-Key'],
      }),
    });
  });

  it('functions get the distribution URL as PUBLIC_BASE_URL', () => {
    const distributionId = graph.ofType('AWS::CloudFront::Distribution')[0][0];
    const [, fn] = graph
      .ofType('AWS::Lambda::Function')
      .find(([, f]) => String(f.Properties.FunctionName).startsWith('shop-test-'))!;
    expect(fn.Properties.Environment.Variables.PUBLIC_BASE_URL).toEqual({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]],
    });
  });

  it('uploads a built SPA: hashed assets and the rest, then invalidates', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 2);
    template.hasResourceProperties('Custom::CDKBucketDeployment', { DistributionPaths: ['/*'] });
  });

  it('outputs the site, API, table and buckets', () => {
    const outputs = Object.keys(template.toJSON().Outputs);
    expect(outputs).toEqual(
      expect.arrayContaining(['SiteUrl', 'ApiUrl', 'TableName', 'UploadsBucketName', 'SpaBucketName']),
    );
  });

  it("puts each route's function in the nested stack its entry names", () => {
    const [, ...nested] = stackTemplates(stack);
    const placed = nested.flatMap(({ stack: each, template: own }) =>
      Object.values(own.findResources('AWS::Lambda::Function')).map((f) => [f.Properties.FunctionName, each.node.id]),
    );
    expect(placed.sort()).toEqual(routes.map((r) => [`shop-test-${r.id}`, r.stack]).sort());
  });

  it('keeps every route of an area in the stack it was first deployed in (a function that moves is replaced)', () => {
    // By the route id's first word, as decision 0060 placed them; a new first word may go anywhere.
    const placedAt: Record<string, string> = {
      admin: 'Admin',
      ...Object.fromEntries(['auth', 'account', 'contact'].map((word) => [word, 'Shopper'])),
      ...Object.fromEntries(
        ['cart', 'wishlist', 'checkout', 'orders', 'payhere', 'returns'].map((word) => [word, 'Orders']),
      ),
      ...Object.fromEntries(['catalog', 'reviews', 'review', 'seo'].map((word) => [word, 'Catalogue'])),
    };
    const moved = routes.filter((r) => (placedAt[r.id.split('-')[0]] ?? r.stack) !== r.stack).map((r) => r.id);
    expect(moved).toEqual([]);
  });

  it('stays well inside the CloudFormation limit of 500 resources, in the main stack and in each nested one', () => {
    const stacks = stackTemplates(stack);
    expect(stacks.length).toBeGreaterThan(1);
    for (const { stack: each, template: own } of stacks) {
      expect(Object.keys(own.toJSON().Resources).length, each.node.path).toBeLessThan(450);
    }
  });

  it('the nested stacks together hold one route per route-table entry, and the main stack none', () => {
    const [main, ...nested] = stackTemplates(stack);
    main.template.resourceCountIs('AWS::ApiGatewayV2::Route', 0);
    const routesIn = (t: Template) => Object.keys(t.findResources('AWS::ApiGatewayV2::Route')).length;
    expect(nested.reduce((sum, n) => sum + routesIn(n.template), 0)).toBe(routes.length);
  });

  it('without a built SPA, CORS origins or defaults: no upload, no CORS, an explicit base URL wins', () => {
    const other = synth({ webDist: join(webDist, 'missing'), publicBaseUrl: 'https://shop.example.lk' });
    other.resourceCountIs('Custom::CDKBucketDeployment', 0);
    const api = new TemplateGraph(other).ofType('AWS::ApiGatewayV2::Api')[0][1];
    expect(api.Properties.CorsConfiguration).toBeUndefined();
    other.hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: `shop-prod-${routes[0].id}`,
      Environment: { Variables: Match.objectLike({ PUBLIC_BASE_URL: 'https://shop.example.lk', STAGE: 'prod' }) },
    });
  });
});

describe('card payments: the PayHere secret and the expiry schedule', () => {
  it('runs the expiry function every few minutes from EventBridge Scheduler', () => {
    const [ruleId, rule] = graph
      .ofType('AWS::Scheduler::Schedule')
      .find(([, r]) => r.Properties.Description.startsWith('Cancel card orders'))!;
    expect(rule.Properties.ScheduleExpression).toBe('rate(5 minutes)');
    const targetFn = TemplateGraph.refsIn(rule.Properties.Target).find(
      (id) => graph.resources[id]?.Type === 'AWS::Lambda::Function',
    );
    expect(targetFn, ruleId).toBeDefined();
    const fn = graph.resources[targetFn!].Properties;
    expect(fn.FunctionName).toBe('shop-test-payment-expiry');
    expect(fn.Environment.Variables.PAYMENT_WINDOW_SECONDS).toBe('1800');
    expect(fn.Environment.Variables.MAIL_QUEUE_URL).toBeDefined();
    // The expired-payment mail goes on the mail queue; only the queue's consumer sends mail.
    expect(graph.actionsOfFunction(targetFn!)).toEqual(
      expect.arrayContaining(['dynamodb:Query', 'dynamodb:UpdateItem', 'sqs:SendMessage']),
    );
    expect(graph.actionsOfFunction(targetFn!)).not.toContain('ses:SendEmail');
    expect(graph.secretsReadByFunction(targetFn!).some((id) => id.startsWith('PayhereSecret'))).toBe(false);
    // A missed run is made up by the next one: two retries, none older than the interval (decision 0097).
    expect(rule.Properties.Target.RetryPolicy).toEqual({ MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 300 });
    // Scheduler's role may invoke that one function, nothing else (no versions or aliases).
    const [roleId] = TemplateGraph.refsIn(rule.Properties.Target.RoleArn);
    const statements = graph
      .ofType('AWS::IAM::Policy')
      .filter(([, p]) => TemplateGraph.refsIn(p.Properties.Roles).includes(roleId))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement);
    expect(statements).toEqual([
      { Action: 'lambda:InvokeFunction', Effect: 'Allow', Resource: { 'Fn::GetAtt': [targetFn, 'Arn'] } },
    ]);
    expect(graph.resources[roleId].Properties.AssumeRolePolicyDocument.Statement[0].Principal).toEqual({
      Service: 'scheduler.amazonaws.com',
    });
  });

  it('gives every function the PayHere secret ARN and the sandbox flag from the context, never the secret itself', () => {
    const live = synth({ stage: 'live', corsOrigins: '', payhereMode: 'live', paymentWindowSeconds: '900' });
    const fns = Object.values(live.findResources('AWS::Lambda::Function')).filter(
      (f) => f.Properties.Environment?.Variables?.TABLE_NAME,
    );
    expect(fns.length).toBeGreaterThan(0);
    for (const f of fns) {
      const env = f.Properties.Environment.Variables;
      expect(env.PAYHERE_SANDBOX).toBe('false');
      expect(env.PAYMENT_WINDOW_SECONDS).toBe('900');
      expect(env.PAYHERE_SECRET_ARN).toEqual({ Ref: expect.stringMatching(/^PayhereSecret/) });
      expect(env.PAYHERE_MERCHANT_SECRET).toBeUndefined();
    }
    const sandbox =
      graph.resources[
        graph
          .ofType('AWS::Lambda::Function')
          .find(([, f]) => f.Properties.FunctionName === 'shop-test-payhere-notify')![0]
      ];
    expect(sandbox.Properties.Environment.Variables.PAYHERE_SANDBOX).toBe('true');
  });
});
