import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, compressResponses } from '../../infra/local/compression';

const BIG_SCRIPT = 'console.log("kesara");\n'.repeat(200);

/** Raw responses (fetch would decode the body and hide what went over the wire). */
function get(
  base: string,
  path: string,
  acceptEncoding?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('local gateway compression (what CloudFront does)', () => {
  let server: Server;
  let base = '';
  let served = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      compressResponses(req, res);
      if (req.url === '/app.js') {
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', vary: 'Origin' });
        // Written in pieces, as a piped file stream does.
        res.write(BIG_SCRIPT.slice(0, 100));
        res.end(BIG_SCRIPT.slice(100));
      } else if (req.url === '/assets/hashed.js' || req.url === '/assets/not-hashed.js') {
        // A body that changes with every request: what comes back tells a kept compressed copy from a new one.
        served += 1;
        const immutable = req.url === '/assets/hashed.js';
        res.writeHead(200, {
          'content-type': 'text/javascript',
          'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        });
        res.end(`${BIG_SCRIPT}// response ${served}`);
      } else if (req.url === '/small.json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"status":"success"}');
      } else {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.end(Buffer.alloc(5000, 1));
      }
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => server.close());

  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });

  it('sends text brotli-encoded to a browser that accepts it, with the length of what is sent', async () => {
    const res = await get(base, '/app.js', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Origin, Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(BIG_SCRIPT.length / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(BIG_SCRIPT);
  });

  it('falls back to gzip, and to plain bytes when nothing is accepted', async () => {
    const gz = await get(base, '/app.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(BIG_SCRIPT);
    const plain = await get(base, '/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_SCRIPT);
  });

  it('leaves bodies under 1,000 bytes and images as they are', async () => {
    const small = await get(base, '/small.json', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('{"status":"success"}');
    const image = await get(base, '/photo.jpg', 'br');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(5000);
  });

  it('compresses an immutable response once per URL and encoding, as a CDN keeps it; anything else each time', async () => {
    const first = await get(base, '/assets/hashed.js', 'br');
    const second = await get(base, '/assets/hashed.js', 'br');
    expect(brotliDecompressSync(first.body).toString()).toMatch(/\/\/ response \d+$/);
    expect(brotliDecompressSync(second.body).toString()).toBe(brotliDecompressSync(first.body).toString());
    const gzipped = await get(base, '/assets/hashed.js', 'gzip');
    expect(gunzipSync(gzipped.body).toString()).not.toBe(brotliDecompressSync(first.body).toString());
    const [a, b] = [await get(base, '/assets/not-hashed.js', 'br'), await get(base, '/assets/not-hashed.js', 'br')];
    expect(brotliDecompressSync(b.body).toString()).not.toBe(brotliDecompressSync(a.body).toString());
  });
});
