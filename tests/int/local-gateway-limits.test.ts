import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGateway } from '../../infra/local/gateway';
import { adminToken, api, shopUrl } from '../support/api';
import { MB, streamBody } from '../support/stream-body';

/** Resident memory of the local shop's process (its pid is in runtime.json), in bytes. */
function shopRss(): number {
  const { pid } = JSON.parse(readFileSync(join(inject('shop').dataDir, 'runtime.json'), 'utf8')) as { pid: number };
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

describe("request bodies above API Gateway's 10 MB limit (issue 10, defect 8)", () => {
  it('refuses a declared Content-Length above the limit at once, before authentication', async () => {
    const res = await new Promise<{ status: number; body: string }>((resolveRes, reject) => {
      const req = request(
        `${shopUrl()}/api/v2/users/images/upload`,
        {
          method: 'POST',
          headers: { 'content-length': String(300 * MB), 'content-type': 'multipart/form-data; boundary=x' },
        },
        (r) => {
          let body = '';
          r.on('data', (d) => (body += d));
          r.on('end', () => resolveRes({ status: r.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write('--x\r\n');
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ status: 'error', message: 'The request body is too large.' });
  });

  it("stops reading a 300 MB streamed body once it crosses the limit, and the shop's memory stays flat", async () => {
    const before = shopRss();
    const res = await streamBody(`${shopUrl()}/api/v2/login`, 300 * MB);
    const grown = shopRss() - before;
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toBe('The request body is too large.');
    // The answer comes after about 10 MB (plus what the sockets buffer), not after the whole body.
    expect(res.sent).toBeLessThan(64 * MB);
    expect(grown).toBeLessThan(48 * MB);
    console.log(
      `streamed body: answered 413 after ${res.sent / MB} MB sent; shop memory grew ${(grown / MB).toFixed(1)} MB`,
    );
    expect((await fetch(`${shopUrl()}/api/health`)).status).toBe(200);
  });

  it('passes a body of exactly 10 MB on to the function, which judges it by its own rules', async () => {
    const admin = await adminToken();
    const res = await api('/v2/products/add_new_product', {
      method: 'POST',
      token: admin,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: 'x'.repeat(10 * MB),
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(
      'The images and the user guide together must be smaller than 4MB. Please upload smaller files.',
    );
  });
});

/** An address of this machine that is not loopback, so a request to it arrives from a non-loopback socket address. */
function nonLoopbackAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((i) => i && !i.internal && i.family === 'IPv4')?.address;
}

describe('the local mailbox and SMS list are served to loopback clients only (issue 10, defect 7; issue 22)', () => {
  const shop = inject('shop');
  const gateway = createGateway({
    repoRoot: process.cwd(),
    spaDir: join(process.cwd(), 'web', 'dist'),
    corsOrigins: [],
    uploadsBucket: shop.uploadsBucket,
    s3: new S3Client({ endpoint: shop.s3Endpoint, region: 'us-east-1', forcePathStyle: true }),
    sesEndpoint: shop.sesEndpoint,
    smsEndpoint: shop.smsEndpoint,
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((r) => gateway.listen(0, '0.0.0.0', () => r()));
    port = (gateway.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => gateway.close(() => r())));

  it('answers the mailbox over loopback and refuses it from another address, whatever the headers claim', async () => {
    const address = nonLoopbackAddress();
    expect(address, 'this machine needs a non-loopback IPv4 address for this test').toBeDefined();
    for (const path of ['/_local/mail', '/_local/mail.json']) {
      expect((await fetch(`http://127.0.0.1:${port}${path}`)).status, path).toBe(200);
      const remote = await fetch(`http://${address}:${port}${path}`, {
        headers: { 'x-forwarded-for': '127.0.0.1', forwarded: 'for=127.0.0.1' },
      });
      expect(remote.status, path).toBe(403);
      const body = await remote.json();
      expect(body).toEqual({ status: 'error', message: 'The local mailbox is served only to this machine.' });
    }
    for (const path of ['/_local/sms', '/_local/sms.json']) {
      expect((await fetch(`http://127.0.0.1:${port}${path}`)).status, path).toBe(200);
      const remote = await fetch(`http://${address}:${port}${path}`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(remote.status, path).toBe(403);
      expect(await remote.json()).toEqual({
        status: 'error',
        message: 'The local SMS are served only to this machine.',
      });
    }
    // The shop itself is still served to the network when HOST is 0.0.0.0.
    expect((await fetch(`http://${address}:${port}/api/health`)).status).toBe(200);
  });
});
