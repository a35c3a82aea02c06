import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../../infra/local/ports';

export interface BenchShop {
  url: string;
  stop: () => Promise<void>;
  /** What the shop printed so far (its log and metric lines); empty for a shop at `BENCH_URL`. */
  output: () => string;
}

/**
 * The shop a benchmark measures: `BENCH_URL` when one is already running, otherwise a fresh `npm start` (seeded
 * demo catalogue, its own data folder and port) stopped afterwards.
 */
export async function benchShop(): Promise<BenchShop> {
  if (process.env.BENCH_URL)
    return { url: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => undefined, output: () => '' };
  const root = resolve(import.meta.dirname, '../../..');
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, stop, output: () => log };
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error(`The local shop did not start:\n${log}`);
}

/** The seeded product pages a benchmark opens: one with sizes to choose (issue 20) and a featured one without. */
export async function seededProductPaths(url: string): Promise<{ withSizes: string; withoutSizes: string }> {
  const post = async <T>(path: string, body?: unknown) => {
    const res = await fetch(`${url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return ((await res.json()) as { data: T }).data;
  };
  const featured = Object.values(await post<Record<string, Array<{ id: string }>>>('/v2/products/featured')).flat();
  const apparel = await post<Array<{ id: string; price_from?: number }>>('/v2/products/filtered_products', {
    category: 'Apparel',
  });
  // A product with variants carries price_from on every card (docs/api/README.md, C3).
  const sized = apparel.find((card) => card.price_from !== undefined);
  const plain = featured.find((card) => !apparel.some((a) => a.id === card.id && a.price_from !== undefined));
  if (!sized || !plain) throw new Error('The seeded shop has no product with sizes, or no featured one without.');
  return { withSizes: `/product/${sized.id}`, withoutSizes: `/product/${plain.id}` };
}
