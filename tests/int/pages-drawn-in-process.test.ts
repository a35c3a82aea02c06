import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { stalePagesInEveryLanguage } from '../../functions/pages/changed-pages';
import { HtmlPages } from '../../infra/local/html-pages';
import { followTableStream } from '../../infra/local/table-stream';
import { createTestProduct, useShopBackend } from '../support/direct';
import { gatewayOnSharedShop } from '../support/own-gateway';

/**
 * Decision 0051: a page is drawn from the server's own views, not through the API. This file runs a gateway of its
 * own on the shared shop's emulators, with its own pages following the table's stream, and counts every request
 * that reaches its API while pages are drawn (before, each page read the catalogue through this very gateway).
 */
const root = resolve(import.meta.dirname, '../..');
let server: Server;
let base = '';
let pages: HtmlPages;
let stopStream: () => Promise<void>;
let apiRequests = 0;
/** Every path this file's pages drew again (they are drawn when first asked, and again after a change). */
const redrawn: string[] = [];

beforeAll(async () => {
  useShopBackend();
  const shop = inject('shop');
  const { pageReads } = await import('../../functions/pages/page-reads');
  pages = new HtmlPages({
    distDir: resolve(root, 'web/dist'),
    serverDir: resolve(root, 'web/dist-server'),
    siteOrigin: shop.url,
    reads: pageReads,
    log: () => undefined,
    onDrawn: (paths) => redrawn.push(...paths),
  });
  const own = await gatewayOnSharedShop({ pages });
  server = own.server;
  server.on('request', (req) => {
    if (req.url?.startsWith('/api/')) apiRequests++;
  });
  base = `http://127.0.0.1:${own.port}`;
  stopStream = await followTableStream({
    endpoint: shop.dynamodbEndpoint,
    tableName: shop.tableName,
    onBatch: (event) => pages.changed(stalePagesInEveryLanguage(event)),
    log: () => undefined,
  });
});

afterAll(async () => {
  await stopStream();
  pages.stop();
  await pages.settled();
  await new Promise<void>((r) => server.close(() => r()));
});

const html = async (path: string) => {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, text: await res.text() };
};

describe('pages are drawn in process (decision 0051)', () => {
  it('draws the home, a category and a product page, and draws again after a change on the stream, with no API request', async () => {
    expect(pages.available).toBe(true);
    const first = await createTestProduct({ name: `In Process Tee ${Date.now()}`, category: 'Apparel' });
    const home = await html('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('shop-query-state');
    const product = await html(`/product/${first.id}`);
    expect(product.status).toBe(200);
    expect(product.text).toContain(first.name.toUpperCase());
    expect((await html('/product/999999999')).status).toBe(404);
    expect((await html('/apparel')).text).toContain(first.name);
    // A page drawn on demand is not kept when any change reached the stream while it was drawn (the first product's
    // own batch, or another file's writes on the shared shop); only a kept page is drawn again on a change.
    const keptBy = Date.now() + 20_000;
    while (!pages.kept('/apparel') && Date.now() < keptBy) await html('/apparel');
    expect(pages.kept('/apparel')).toBe(true);

    // Written straight to the table: only the stream tells these pages, which draw /apparel again.
    const second = await createTestProduct({ name: `Stream Drawn Tee ${Date.now()}`, category: 'Apparel' });
    const deadline = Date.now() + 20_000;
    while (!(await html('/apparel')).text.includes(second.name) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 250));
    expect((await html('/apparel')).text).toContain(second.name);
    await pages.settled();
    expect(apiRequests).toBe(0);
    // Only pages asked for are drawn again: the Sinhala and Tamil /apparel this gateway never served are not (they
    // would be drawn with what is current when first asked), the English one is.
    expect(redrawn).toContain('/apparel');
    expect(redrawn.filter((path) => /^\/(si|ta)(\/|$)/.test(path))).toEqual([]);
    const sinhala = await html('/si/apparel');
    expect(sinhala.status).toBe(200);
    expect(sinhala.text).toContain('lang="si"');

    // The count is real: a request to this gateway's API is counted.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect(apiRequests).toBe(1);
  });
});
