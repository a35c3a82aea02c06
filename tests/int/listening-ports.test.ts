import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { groupListeners, isLoopback } from '../support/listening-sockets';
import { startShopProcess, type ShopProcess } from '../support/shop-process';

describe('the ports the local shop listens on (issue 29, defect 1)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-ports-'));
  let shop: ShopProcess | undefined;
  afterAll(async () => {
    await shop?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "with HOST=0.0.0.0, only the shop's own port faces the network; DynamoDB Local, S3, SES and the SMS stand-in listen on loopback",
    { timeout: 240_000 },
    async () => {
      shop = await startShopProcess(dataDir, { host: '0.0.0.0' });
      const listeners = groupListeners(shop.pid);
      const dynamodbPort = Number(new URL(shop.dynamodbEndpoint).port);
      expect(listeners.map((l) => l.port)).toContain(dynamodbPort);
      expect(listeners.filter((l) => l.port === shop?.port)).toEqual([{ address: '0.0.0.0', port: shop.port }]);
      const facingTheNetwork = listeners.filter((l) => l.port !== shop?.port && !isLoopback(l.address));
      expect(facingTheNetwork, JSON.stringify(listeners)).toEqual([]);
      // DynamoDB Local, s3rver, the local SES and the SMS stand-in: one port each besides the shop's.
      expect(new Set(listeners.map((l) => l.port)).size).toBeGreaterThanOrEqual(5);
    },
  );
});
