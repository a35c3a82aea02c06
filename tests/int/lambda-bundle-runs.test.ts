import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { App, Stack } from 'aws-cdk-lib';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EMULATOR_CREDENTIALS } from '../../functions/lib/clients';
import { ShopFunction } from '../../infra/api/shop-function';
import { routeById, type RouteId } from '../../shared/routes';
import { adminToken, registerCustomer, type Customer } from '../support/api';
import { createTestProduct, useShopBackend } from '../support/direct';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

useShopBackend();

const outdirs: string[] = [];
afterAll(() => outdirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A function bundled exactly as `cdk deploy` bundles it: its index.mjs, as text and loaded. */
async function bundleOf(name: string, handlerPath: string, readsCallerSession: boolean) {
  const outdir = mkdtempSync(join(tmpdir(), 'lambda-bundle-'));
  outdirs.push(outdir);
  new ShopFunction(new Stack(new App({ outdir }), 'Bundle'), 'Function', {
    functionName: `bundle-test-${name}`,
    handler: handlerPath,
    environment: {},
    readsCallerSession,
  });
  const [asset] = readdirSync(outdir).filter((d) => d.startsWith('asset.'));
  const file = join(outdir, asset, 'index.mjs');
  const { handler } = (await import(pathToFileURL(file).href)) as { handler: Handler };
  return { code: readFileSync(file, 'utf8'), handler };
}

/** The route's function as deployed. */
function deployedBundle(routeId: RouteId): Promise<{ code: string; handler: Handler }> {
  const route = routeById(routeId);
  return bundleOf(routeId, route.handler, route.access !== 'public');
}

/** What API Gateway hands the function for a JSON request (payload 2.0). */
function apiEvent(
  routeId: RouteId,
  token: string,
  body?: unknown,
  pathParameters?: Record<string, string>,
): APIGatewayProxyEventV2 {
  const { method, path: template } = routeById(routeId);
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => pathParameters?.[name] ?? '');
  const now = new Date();
  return {
    version: '2.0',
    routeKey: `${method} ${template}`,
    rawPath: path,
    pathParameters,
    rawQueryString: '',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    isBase64Encoded: false,
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: randomUUID(),
      routeKey: `${method} ${template}`,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
  };
}

function lambdaContext(name: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${name}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'test',
    getRemainingTimeInMillis: () => 10_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

async function invoke(
  bundle: { handler: Handler },
  routeId: RouteId,
  token: string,
  body?: unknown,
  params?: Record<string, string>,
) {
  const result = await bundle.handler(apiEvent(routeId, token, body, params), lambdaContext(routeId));
  return { status: result.statusCode, body: JSON.parse(result.body ?? 'null') };
}

describe('route bundles as deployed, run against the local table and bucket', () => {
  let add: { code: string; handler: Handler };
  let list: { code: string; handler: Handler };
  let product: Awaited<ReturnType<typeof createTestProduct>>;
  let customer: Customer;

  beforeAll(async () => {
    add = await deployedBundle('cart-add');
    list = await deployedBundle('cart-list');
    product = await createTestProduct({ name: 'Bundle Balm', stock: 4, price: 1200 });
    customer = await registerCustomer();
  }, 120_000);

  it("leave out aws-jwt-verify's Cognito and ALB verifiers (decision 0045)", () => {
    for (const { code } of [add, list]) expect(code).not.toContain('cognito-idp');
  });

  it('verify the token, write and read the table, and turn a refused write into the contract answer', async () => {
    const added = await invoke(add, 'cart-add', customer.token, { product_id: product.id, quantity: 3 });
    expect(added).toMatchObject({
      status: 200,
      body: { status: 'success', message: 'Product added to cart successfully!' },
    });

    const tooMany = await invoke(add, 'cart-add', customer.token, { product_id: product.id, quantity: 2 });
    expect(tooMany).toMatchObject({
      status: 400,
      body: { message: 'Not enough stock available. Only 4 of Bundle Balm left.' },
    });

    const cart = await invoke(list, 'cart-list', customer.token);
    expect(cart.status).toBe(200);
    expect(cart.body.data).toEqual([
      expect.objectContaining({ product_id: product.id, quantity: 3, total_price: 3600 }),
    ]);

    const forged = await invoke(list, 'cart-list', `${customer.token.slice(0, -4)}AAAA`);
    expect(forged.status).toBe(401);
  });
});

describe('the SES, SMS and WhatsApp clients are in the outbox consumer only (decisions 0063, 0069 and 0082)', () => {
  // The service namespaces the SDK clients name in their code: a bundle that carries a client carries its namespace.
  const SES = 'com.amazonaws.ses';
  const SMS = 'com.amazonaws.pinpointsmsvoicev2';
  const WHATSAPP = 'com.amazonaws.socialmessaging';

  it('the routes that queue messages carry none of the clients; the consumer carries all three', async () => {
    const consumer = await bundleOf('mail-delivery', 'functions/handlers/messages/deliver-message.ts', false);
    expect(consumer.code).toContain(SES);
    expect(consumer.code).toContain(SMS);
    expect(consumer.code).toContain(WHATSAPP);
    for (const id of ['checkout-cod', 'admin-order-status', 'payhere-notify', 'unsubscribe'] as const) {
      const { code } = await deployedBundle(id);
      expect(code, id).not.toContain(SES);
      expect(code, id).not.toContain(SMS);
      expect(code, id).not.toContain(WHATSAPP);
    }
  }, 180_000);
});

describe('a bundle with the S3 client, as deployed (decision 0049)', () => {
  const shop = inject('shop');
  const s3 = new S3Client({
    region: 'us-east-1',
    endpoint: shop.s3Endpoint,
    forcePathStyle: true,
    credentials: EMULATOR_CREDENTIALS,
  });
  const filesOf = async (productId: number) =>
    (await s3.send(new ListObjectsV2Command({ Bucket: shop.uploadsBucket, Prefix: `storage/products/${productId}/` })))
      .Contents ?? [];

  it("deletes a product's picture and its variants from the uploads bucket", async () => {
    const remove = await deployedBundle('admin-product-delete');
    const product = await createTestProduct({ name: 'Bundle Comb', imageCount: 2 });
    expect((await filesOf(product.id)).length).toBeGreaterThan(2);

    const deleted = await invoke(remove, 'admin-product-delete', await adminToken(), undefined, {
      id: String(product.id),
    });
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Product deleted successfully.' } });
    expect(await filesOf(product.id)).toEqual([]);
  }, 120_000);
});
