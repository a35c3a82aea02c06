import { S3Client } from '@aws-sdk/client-s3';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { inject } from 'vitest';
import { EMULATOR_CREDENTIALS } from '../../functions/lib/clients';
import { createGateway, type GatewayOptions } from '../../infra/local/gateway';
import { useShopBackend } from './direct';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

/**
 * A local gateway of a file's own on the shared shop's emulators (for settings the shared shop does not have: rate
 * limits, pages of its own), listening on a free loopback port. Returns the server and its port.
 */
export async function gatewayOnSharedShop(
  extra: Pick<GatewayOptions, 'rateLimiter' | 'pages'>,
): Promise<{ server: Server; port: number }> {
  useShopBackend();
  const shop = inject('shop');
  const server = createGateway({
    repoRoot: REPO_ROOT,
    spaDir: resolve(REPO_ROOT, 'web/dist'),
    corsOrigins: [],
    uploadsBucket: shop.uploadsBucket,
    s3: new S3Client({
      endpoint: shop.s3Endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: EMULATOR_CREDENTIALS,
    }),
    sesEndpoint: shop.sesEndpoint,
    ...extra,
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, port: (server.address() as AddressInfo).port };
}
