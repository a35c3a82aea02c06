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

/** The first featured product of the seeded catalogue: the product page a benchmark opens. */
export async function aSeededProductPath(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v2/products/featured`, { method: 'POST' });
  const body = (await res.json()) as { data: Record<string, Array<{ id: string }>> };
  const first = Object.values(body.data).flat()[0];
  const id = first?.id;
  if (!id) throw new Error('The seeded shop has no featured product.');
  return `/product/${id}`;
}
