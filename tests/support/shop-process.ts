import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { DynamoDbStorage } from '../../infra/local/dynamodb-launcher';
import { freePort } from '../../infra/local/ports';

/** A local shop (`npm start`'s code) run as its own process group, so a test can kill the whole tree with SIGKILL. */
export interface ShopProcess {
  url: string;
  port: number;
  /** The shop's pid, which is also the id of its process group (DynamoDB Local's JVM and every other child). */
  pid: number;
  dynamodbEndpoint: string;
  output: () => string;
  kill9: () => Promise<void>;
  stop: () => Promise<void>;
}

const root = resolve(import.meta.dirname, '../..');

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The local shop exited (${child.exitCode}):\n${output()}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The local shop was not ready after 180 s:\n${output()}`);
}

/**
 * A restart must use the same port: tokens name the shop's address as their issuer. `host` is the shop's HOST
 * (127.0.0.1 unless a test needs another); the test still talks to it over 127.0.0.1. Its table is held in memory
 * (a faster start) unless the test restarts the shop on its data: `dynamoDbStorage: 'disk'`. It starts empty, its
 * admin alone (`DEMO_DATA=none`): the demo catalogue's seed (its pictures' variants, a year of orders) would cost
 * the run's busy machine about 11 CPU-seconds a shop for data these tests do not read.
 */
export async function startShopProcess(
  dataDir: string,
  {
    port,
    host = '127.0.0.1',
    dynamoDbStorage = 'memory',
  }: { port?: number; host?: string; dynamoDbStorage?: DynamoDbStorage } = {},
): Promise<ShopProcess> {
  port ??= await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: host,
      DATA_DIR: dataDir,
      BUILD_SPA: 'never',
      DYNAMODB_STORAGE: dynamoDbStorage,
      DEMO_DATA: 'none',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => log);
  const runtime = JSON.parse(readFileSync(join(dataDir, 'runtime.json'), 'utf8')) as { dynamodbEndpoint: string };
  const signalGroup = async (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), signal);
    } catch {
      // already gone
    }
    await exited;
  };
  return {
    url,
    port,
    pid: child.pid as number,
    dynamodbEndpoint: runtime.dynamodbEndpoint,
    output: () => log,
    kill9: () => signalGroup('SIGKILL'),
    stop: () => signalGroup('SIGTERM'),
  };
}
