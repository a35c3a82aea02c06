import { S3Client } from '@aws-sdk/client-s3';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../infra/local/gateway';

describe('local gateway: the SPA files it serves', () => {
  const root = mkdtempSync(join(tmpdir(), 'shop-gateway-'));
  const spaDir = join(root, 'dist');
  const server = createGateway({
    repoRoot: root,
    spaDir,
    corsOrigins: [],
    uploadsBucket: 'unused',
    s3: new S3Client({ region: 'us-east-1' }),
    sesEndpoint: 'http://127.0.0.1:1',
  });
  let base = '';

  beforeAll(async () => {
    mkdirSync(spaDir);
    writeFileSync(join(spaDir, 'index.html'), '<!doctype html>spa');
    // A sibling whose name starts with the SPA folder's name.
    mkdirSync(join(root, 'dist-old'));
    writeFileSync(join(root, 'dist-old', 'secret.txt'), 'secret');
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('never serves a file outside the SPA folder, even a sibling with the same prefix', async () => {
    for (const path of ['/..%2fdist-old%2fsecret.txt', '/%2e%2e%2fdist-old%2fsecret.txt']) {
      const text = await (await fetch(`${base}${path}`)).text();
      expect(text, path).not.toContain('secret');
    }
  });

  it('serves the API description generated from the route table at /api/openapi.json', async () => {
    const res = await fetch(`${base}/api/openapi.json`);
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/v2/login'].post.operationId).toBe('auth-login');
  });
});
