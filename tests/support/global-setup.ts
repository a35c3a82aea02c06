import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../infra/local/ports';
import { oncePerRun } from './once-per-run';

/** What the tests get: the shop's URL and the emulator endpoints (for checks that read the table directly). */
export interface ShopRuntime {
  url: string;
  tableName: string;
  uploadsBucket: string;
  dynamodbEndpoint: string;
  s3Endpoint: string;
  sesEndpoint: string;
  smsEndpoint: string;
  adminEmail: string;
  adminPassword: string;
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    shop: ShopRuntime;
  }
}

/**
 * The suites make hundreds of accounts and sign-ins, all from 127.0.0.1: the shared shop hashes new passwords at the
 * old, cheaper scrypt cost (a local-only setting; tests/unit/passwords.test.ts proves the default is OWASP's) and
 * applies no per-address limits (tests/int/rate-limits.test.ts checks them on a gateway of its own). Its cash orders
 * ask no confirmation, as before it existed, so the suites that place and ship them are unchanged;
 * tests/int/cod-confirmation.test.ts places its cash orders with `COD_CONFIRMATION=sms` (tests/support/cod-orders.ts).
 */
const TEST_SHOP_ENV = {
  LOCAL_FAST_PASSWORD_HASHING: '1',
  RATE_LIMIT_FACTOR: '0',
  COD_CONFIRMATION: 'off',
  // Nothing outlives the run, and in memory each call is about four times faster than on disk (decision 0084).
  DYNAMODB_STORAGE: 'memory',
};

/** The shop of the run, and how to stop it. */
interface RunningShop {
  runtime: ShopRuntime;
  stop: () => Promise<void>;
}

async function waitForHealth(url: string, proc: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`The local shop exited (${proc.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`The local shop was not ready after 300 s:\n${output()}`);
}

/** Starts `npm start`'s code; every shop project of the run uses the one it starts (tests/support/once-per-run.ts). */
async function startShop(): Promise<RunningShop> {
  const root = resolve(import.meta.dirname, '../..');
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  let stopping = false;
  const port = await freePort();
  const adminEmail = 'admin@kesara.lk';
  const adminPassword = 'Admin@12345';
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      CORS_ORIGINS: 'http://localhost:5173',
      ...TEST_SHOP_ENV,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  // A shop that dies during the run fails every later test with "fetch failed"; its own last words say why.
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(
        `\nThe local shop exited during the run (${code ?? signal}); its last output:\n${log.slice(-4000)}`,
      );
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => log);
  const runtime = JSON.parse(readFileSync(join(dataDir, 'runtime.json'), 'utf8'));
  return {
    runtime: { ...runtime, adminEmail, adminPassword, dataDir },
    stop: async () => {
      stopping = true;
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  const shop = oncePerRun('shop', startShop, (running) => running.stop());
  project.provide('shop', (await shop.value).runtime);
  return shop.release;
}
