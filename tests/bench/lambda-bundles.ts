/**
 * `npm run bench:lambda`: synthesises the stack (CDK bundles every function with esbuild, minified, as it deploys
 * them) into a temporary folder and prints each function's bundle size and the time Node takes to import it (median
 * of several imports, each in a fresh process, so every one is a cold start's module load). The budget is what a
 * shopper feels (decision 0049): import <= 150 ms for the functions a shopper waits on, <= 250 ms for the back
 * office and the background jobs. Exits with 1 when a function is over its budget.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { routes } from '../../shared/routes';

const IMPORTS = Number(process.env.BENCH_IMPORTS ?? 5);
const root = resolve(import.meta.dirname, '../..');

interface Group {
  name: string;
  budgetMs: number;
}

/** Catalogue, search, cart, wishlist, checkout, auth, account, payments and the page functions. */
const SHOPPER: Group = { name: 'shopper', budgetMs: 150 };
/** Admin and staff routes, and the functions nobody waits on (mail delivery, the payment expiry sweep). */
const BACK_OFFICE: Group = { name: 'back office', budgetMs: 250 };

const PAGE_FUNCTIONS = ['page-renderer', 'page-fallback'];

/** A function's group, from its name `shop-<stage>-<route id or job>`. */
function groupOf(functionName: string): Group {
  const route = routes.filter((r) => functionName.endsWith(`-${r.id}`)).sort((a, b) => b.id.length - a.id.length)[0];
  if (route) return route.access === 'admin' || route.access === 'staff+admin' ? BACK_OFFICE : SHOPPER;
  return PAGE_FUNCTIONS.some((name) => functionName.endsWith(`-${name}`)) ? SHOPPER : BACK_OFFICE;
}

/** What a handler's module reads at import time in the cloud (values are placeholders; nothing is called). */
const LAMBDA_ENV = {
  AWS_REGION: 'ap-south-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  TABLE_NAME: 'bench',
  UPLOADS_BUCKET: 'bench',
  PUBLIC_BASE_URL: 'https://shop.example.lk',
  MAIL_FROM: 'no-reply@kesara.lk',
  SHOP_EMAIL: 'hello@kesara.lk',
  SIGNING_SECRET_ARN: 'arn:aws:secretsmanager:ap-south-1:000000000000:secret:bench',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

interface Bundle {
  name: string;
  file: string;
  bytes: number;
}

function bundlesOf(outDir: string): Bundle[] {
  const bundles: Bundle[] = [];
  for (const template of readdirSync(outDir).filter((f) => f.endsWith('.template.json'))) {
    const resources: Record<
      string,
      { Type: string; Properties?: { FunctionName?: string }; Metadata?: Record<string, string> }
    > = JSON.parse(readFileSync(join(outDir, template), 'utf8')).Resources ?? {};
    for (const [logicalId, r] of Object.entries(resources)) {
      const asset = r.Metadata?.['aws:asset:path'];
      if (r.Type !== 'AWS::Lambda::Function' || !asset) continue;
      // Our functions are ES modules (index.mjs); CDK's own helpers (index.js) run on the runtime's SDK and are not ours to measure.
      const file = [join(outDir, asset, 'index.mjs')].find(existsSync);
      if (!file) continue;
      bundles.push({
        name:
          r.Properties?.FunctionName && typeof r.Properties.FunctionName === 'string'
            ? r.Properties.FunctionName
            : logicalId,
        file,
        bytes: statSync(file).size,
      });
    }
  }
  return bundles.sort((a, b) => b.bytes - a.bytes);
}

/**
 * A function that uses sharp carries sharp beside its bundle for Lambda's linux-arm64 (decision 0038), which this
 * machine cannot load. Such a bundle is imported from a copy inside the repository (in the ignored .tmp/), where
 * `sharp` resolves to this machine's build: the import then costs what it costs on Lambda, give or take the native
 * binary.
 */
function importableCopy(file: string): string {
  if (!existsSync(join(dirname(file), 'node_modules', 'sharp'))) return file;
  const dir = join(root, '.tmp', 'bench-lambda');
  mkdirSync(dir, { recursive: true });
  const copy = join(dir, `${basename(dirname(file))}.mjs`);
  copyFileSync(file, copy);
  return copy;
}

/**
 * Milliseconds to import the bundle in a fresh Node process (the module's own top-level work included): wall clock,
 * and the CPU time of that import, which stays meaningful when other work shares the machine's cores.
 */
function importMs(bundleFile: string): { wall: number; cpu: number } {
  const file = importableCopy(bundleFile);
  const script = `const t = performance.now(); const c = process.cpuUsage(); await import(${JSON.stringify(file)}); const u = process.cpuUsage(c);
    process.stdout.write(JSON.stringify({ wall: performance.now() - t, cpu: (u.user + u.system) / 1000 }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH, ...LAMBDA_ENV },
    encoding: 'utf8',
  });
  return JSON.parse(out) as { wall: number; cpu: number };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(0);

function main(): void {
  // BENCH_CDK_OUT measures an existing synth output (e.g. cdk.out after `npm run synth`) instead of synthesising.
  const outDir = process.env.BENCH_CDK_OUT
    ? resolve(process.env.BENCH_CDK_OUT)
    : mkdtempSync(join(tmpdir(), 'kesara-bench-lambda-'));
  try {
    if (!process.env.BENCH_CDK_OUT) {
      console.log('Synthesising the stack (bundles every function)...');
      execFileSync('npx', ['cdk', 'synth', '--quiet', '--output', outDir], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'ignore'],
      });
    }
    const bundles = bundlesOf(outDir);
    if (bundles.length === 0) throw new Error(`No function bundles found in ${outDir}`);
    console.log(`\n${bundles.length} bundles (minified), import time median of ${IMPORTS} fresh processes\n`);
    console.log(
      [
        'function'.padEnd(44),
        'group'.padEnd(12),
        'KB'.padStart(6),
        'import ms'.padStart(10),
        'CPU ms'.padStart(7),
      ].join(' '),
    );
    const rows = bundles.map((b) => {
      const runs = Array.from({ length: IMPORTS }, () => importMs(b.file));
      return {
        ...b,
        group: groupOf(b.name),
        ms: median(runs.map((r) => r.wall)),
        cpuMs: median(runs.map((r) => r.cpu)),
      };
    });
    const isOver = (r: (typeof rows)[number]) => Math.round(r.ms) > r.group.budgetMs;
    for (const r of rows) {
      console.log(
        [
          r.name.padEnd(44),
          r.group.name.padEnd(12),
          kb(r.bytes).padStart(6),
          r.ms.toFixed(0).padStart(10),
          r.cpuMs.toFixed(0).padStart(7),
        ].join(' ') + (isOver(r) ? `  OVER ${r.group.budgetMs} ms` : ''),
      );
    }
    console.log('');
    for (const group of [SHOPPER, BACK_OFFICE]) {
      const members = rows.filter((r) => r.group === group);
      const times = members.map((r) => r.ms);
      const sizes = members.map((r) => r.bytes);
      console.log(
        `${group.name} (${members.length} functions, budget ${group.budgetMs} ms): import median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms; size median ${kb(median(sizes))} KB, max ${kb(Math.max(...sizes))} KB`,
      );
    }
    const over = rows.filter(isOver);
    console.log(
      over.length === 0
        ? 'Every function imports within its budget.'
        : `Over budget: ${over.map((r) => `${r.name} (${r.ms.toFixed(0)} ms > ${r.group.budgetMs} ms)`).join(', ')}`,
    );
    if (over.length > 0) process.exitCode = 1;
  } finally {
    if (!process.env.BENCH_CDK_OUT) rmSync(outDir, { recursive: true, force: true });
  }
}

main();
