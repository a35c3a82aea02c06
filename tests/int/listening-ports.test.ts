import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../shared/rules/catalogue';
import { api } from '../support/api';
import { groupListeners, isLoopback } from '../support/listening-sockets';
import { startShopProcess, type ShopProcess } from '../support/shop-process';

describe('the local shop started on its own: the ports it listens on (issue 29, defect 1) and an empty start', () => {
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

  it('with DEMO_DATA=none, it starts empty: no demo product in any category, and its admin signs in', async () => {
    const base = shop!.url;
    expect(shop!.output()).toContain('Demo catalogue: not seeded (DEMO_DATA=none).');
    for (const category of CATEGORIES) {
      const res = await api('/v2/products/filtered_products', { method: 'POST', base, body: { category } });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
    }
    const signIn = await api('/v2/login', {
      method: 'POST',
      base,
      body: { email: 'admin@kesara.lk', password: 'Admin@12345' },
    });
    expect(signIn.status).toBe(200);
  });
});
