import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
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
