import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopUrl } from '../support/api';
import { createTestProduct } from '../support/direct';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** What went over the wire (fetch would decode it). */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(`${shopUrl()}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(method === 'POST' ? '{}' : undefined);
  });
}

describe('robots.txt and sitemap.xml at the site root', () => {
  let product: Awaited<ReturnType<typeof createTestProduct>>;

  beforeAll(async () => {
    product = await createTestProduct({ name: 'Sitemap Beard Balm Test', category: 'Beard' });
  });

  it('robots.txt keeps crawlers out of the back-office and customer area and names the sitemap', async () => {
    const res = await fetch(`${shopUrl()}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain('Disallow: /admin\n');
    expect(text).toContain('Disallow: /cart\n');
    expect(text).toContain(`Sitemap: ${shopUrl()}/sitemap.xml`);
  });

  it('sitemap.xml lists the storefront pages and a product added a moment ago', async () => {
    const res = await fetch(`${shopUrl()}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toContain(`<loc>${shopUrl()}/beard</loc>`);
    expect(xml).toContain(`<loc>${shopUrl()}/product/${product.id}</loc>`);
  });

  it('any other file under the route is a JSON 404', async () => {
    const res = await fetch(`${shopUrl()}/api/v2/seo/secrets.txt`);
    expect(res.status).toBe(404);
    expect((await res.json()).status).toBe('error');
  });
});

describe('transport: compression as CloudFront does it, and caching', () => {
  it('sends the SPA and its scripts brotli-encoded, hashed assets immutable for a year and HTML revalidated', async () => {
    const html = await raw('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(html.headers['cache-control']).toBe('no-cache');
    const page =
      html.headers['content-encoding'] === 'br' ? brotliDecompressSync(html.body).toString() : html.body.toString();
    // The page's app entry, started after load (decision 0083): the first of start-app.js's modules.
    const script = /<script src="\/start-app\.js" data-modules="(\/assets\/[^" ]+\.js)/.exec(page)?.[1];
    expect(script).toBeDefined();
    const js = await raw(script!, { 'accept-encoding': 'gzip, deflate, br' });
    expect(js.headers['content-encoding']).toBe('br');
    expect(js.headers.vary).toContain('Accept-Encoding');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await raw(script!);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(js.body).equals(plain.body)).toBe(true);
    expect(js.body.length).toBeLessThan(plain.body.length / 2);
  });

  it('compresses API JSON with gzip for a client without brotli', async () => {
    const res = await raw(
      '/api/v2/products/featured',
      { 'accept-encoding': 'gzip', 'content-type': 'application/json' },
      'POST',
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.body).toString()).status).toBe('success');
  });

  it('leaves images as they are', async () => {
    const res = await raw('/media/hero-poster.jpg', { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('installable shop', () => {
  it('links a web app manifest with the brand, a start URL and icons that exist, maskable included', async () => {
    const html = await (await fetch(`${shopUrl()}/`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const res = await fetch(`${shopUrl()}/manifest.webmanifest`);
    expect(res.headers.get('content-type')).toBe('application/manifest+json');
    const manifest = await res.json();
    expect(manifest).toMatchObject({
      name: 'Kesara Grooming Co.',
      short_name: 'Kesara',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(manifest.icons.some((i: { purpose: string }) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const image = await fetch(`${shopUrl()}${icon.src}`);
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
    }
  });
});
