/**
 * `npm run bench:lambda`: synthesises the stack (CDK bundles every route's function with esbuild, minified) into a
 * temporary folder and prints each function's bundle size and the time Node takes to import it (median of a few
 * imports, each in a fresh process, so every one is a cold start). Budget (issue 9): every bundle <= 300 KB
 * minified and its import <= 150 ms on this machine. Exits with 1 when a bundle is over budget.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';

const SIZE_BUDGET = 300 * 1024;
const IMPORT_BUDGET_MS = 150;
const IMPORTS = Number(process.env.BENCH_IMPORTS ?? 3);
const root = resolve(import.meta.dirname, '../..');

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
 * machine cannot load. Such a bundle is imported from a copy under the repository's node_modules, where `sharp`
 * resolves to this machine's build: the import then costs what it costs on Lambda, give or take the native binary.
 */
function importableCopy(file: string): string {
  if (!existsSync(join(dirname(file), 'node_modules', 'sharp'))) return file;
  const dir = join(root, 'node_modules', '.cache', 'bench-lambda');
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
    console.log(['function'.padEnd(44), 'KB'.padStart(6), 'import ms'.padStart(10), 'CPU ms'.padStart(7)].join(' '));
    const rows = bundles.map((b) => {
      const runs = Array.from({ length: IMPORTS }, () => importMs(b.file));
      return { ...b, ms: median(runs.map((r) => r.wall)), cpuMs: median(runs.map((r) => r.cpu)) };
    });
    for (const r of rows) {
      const over = r.bytes > SIZE_BUDGET || r.ms > IMPORT_BUDGET_MS ? '  OVER' : '';
      console.log(
        [r.name.padEnd(44), kb(r.bytes).padStart(6), r.ms.toFixed(0).padStart(10), r.cpuMs.toFixed(0).padStart(7)].join(
          ' ',
        ) + over,
      );
    }
    const sizes = rows.map((r) => r.bytes);
    const times = rows.map((r) => r.ms);
    const cpu = rows.map((r) => r.cpuMs);
    console.log(
      `\nsize: median ${kb(median(sizes))} KB, largest ${kb(Math.max(...sizes))} KB; import: median ${median(times).toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms (CPU: median ${median(cpu).toFixed(0)} ms, most ${Math.max(...cpu).toFixed(0)} ms)`,
    );
    const over = rows.filter((r) => r.bytes > SIZE_BUDGET || r.ms > IMPORT_BUDGET_MS);
    console.log(
      over.length === 0
        ? `Every bundle is within ${kb(SIZE_BUDGET)} KB and ${IMPORT_BUDGET_MS} ms.`
        : `${over.length} bundle(s) over ${kb(SIZE_BUDGET)} KB or ${IMPORT_BUDGET_MS} ms.`,
    );
    if (over.length > 0) process.exitCode = 1;
  } finally {
    if (!process.env.BENCH_CDK_OUT) rmSync(outDir, { recursive: true, force: true });
  }
}

main();
