import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NATIVE_TSC, TYPECHECK_FLAGS } from './support/native-tsc';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** V8's semi-space, in MB (16 by default on 64-bit machines): see baseEnv. */
const YOUNG_GENERATION = '--max-semi-space-size=64';

/**
 * `npm test`: what a reviewer checks, stopping at the first failure: the types, the lint rules, Prettier's check
 * (`npm run format` writes the formatting), an offline CDK synth (no AWS account, no telemetry) and every vitest
 * project. The shop's test files (two at once, decision 0084) mostly wait for the shop and Chromium, so they run
 * beside the rest (decision 0075): beside the four checks (side by side), then beside a vitest of the files that need no shop (unit,
 * CDK assertions, components). The shop's vitest writes as it runs; every other step's output is held and printed
 * in one piece when it ends.
 * The first failing step stops the others (with the shop they started) and the run. Arguments go to one vitest of
 * every project, so `npm test -- tests/unit` still runs the checks too; `npx vitest run <file>` runs tests alone.
 * The end of the run gives each step's time and the assertions counted over all tests; each vitest's own summary
 * above it names its slowest test files.
 */
interface Step {
  name: string;
  command: string;
  args: string[];
  /** Written as it runs (one step at most); the others' output is held until they end. */
  live?: boolean;
  env?: NodeJS.ProcessEnv;
}

const checks: Step[] = [
  { name: 'typecheck', command: 'node', args: [NATIVE_TSC, ...TYPECHECK_FLAGS] },
  { name: 'lint', command: 'eslint', args: ['.'] },
  { name: 'format', command: 'prettier', args: ['--check', '.'] },
  // The templates, offline; every function's bundle is built by tests/infra/every-function-bundles.test.ts.
  { name: 'synth', command: 'cdk', args: ['synth', '--quiet'], env: { SYNTH_WITHOUT_BUNDLING: '1' } },
];

// Each vitest writes its counts here (tests/support/timing-reporter.ts), so the run can add them up.
const countsDir = mkdtempSync(join(tmpdir(), 'test-counts-'));
const vitest = (name: string, args: string[], live: boolean): Step => ({
  name,
  command: 'vitest',
  args: ['run', ...args],
  live,
  env: { TEST_COUNTS_FILE: join(countsDir, `${name}.json`) },
});
const vitestArgs = process.argv.slice(2);
/** Beside the checks: the shop's files, which mostly wait (or, given filters, every project's). */
const besideChecks: Step =
  vitestArgs.length > 0
    ? vitest('tests', vitestArgs, true)
    : vitest('shop tests', ['--project', 'shop', '--project', 'shop-with-settings', '--project', 'shop-alone'], true);
/** After the checks: the files that need no shop, which like the checks keep both cores busy. */
const afterChecks: Step[] =
  vitestArgs.length > 0
    ? []
    : [
        vitest(
          'unit and web tests',
          ['--project', 'unit', '--project', 'unit-with-settings', '--project', 'infra', '--project', 'web'],
          false,
        ),
      ];
const tests = [besideChecks, ...afterChecks];

const baseEnv: NodeJS.ProcessEnv = {
  ...process.env,
  PATH: [join(REPO_ROOT, 'node_modules', '.bin'), process.env.PATH].join(delimiter),
  CDK_DISABLE_CLI_TELEMETRY: 'true',
  // Without AWS credentials the SDK would otherwise wait for an EC2 metadata service that is not there.
  AWS_EC2_METADATA_DISABLED: 'true',
  // Every Node process of the run (the checks, vitest and its workers, the test shops) collects its short-lived
  // objects less often with a larger young generation: 3-13 % less CPU for ESLint, Prettier and the unit files
  // (decision 0116).
  NODE_OPTIONS: [process.env.NODE_OPTIONS, YOUNG_GENERATION].filter(Boolean).join(' '),
};

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
const commandLine = (step: Step) => [step.command, ...step.args].join(' ');
const timings: string[] = [];
const started = Date.now();
/** The process groups of the steps still running: every step leads its own. */
const running = new Set<number>();

function stopAll(signal: NodeJS.Signals): void {
  for (const pid of running) process.kill(-pid, signal);
}

function fail(step: Step, reason: string): never {
  stopAll('SIGTERM');
  rmSync(countsDir, { recursive: true, force: true });
  console.error(`\n==> FAILED at ${step.name} (${reason}); ${timings.join(', ')}`);
  process.exit(1);
}

function runStep(step: Step): Promise<void> {
  const stepStarted = Date.now();
  // Its own process group, so a failing neighbour can stop it with everything it started (cdk's esbuild, the shop).
  const child = spawn(step.command, step.args, {
    cwd: REPO_ROOT,
    env: { ...baseEnv, ...step.env },
    detached: true,
    stdio: step.live ? 'inherit' : 'pipe',
  });
  if (child.pid) running.add(child.pid);
  if (step.live) console.log(`\n==> ${step.name}: ${commandLine(step)}`);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((done) => {
    child.on('error', (error) => fail(step, error.message));
    child.on('close', (code, signal) => {
      if (child.pid) running.delete(child.pid);
      timings.push(`${step.name} ${seconds(stepStarted)}`);
      const heading = `\n==> ${step.name}: ${commandLine(step)} (${seconds(stepStarted)})`;
      console.log(step.live ? heading : `${heading}\n${output.trimEnd()}`);
      if (code !== 0) fail(step, `exit code ${code ?? signal}`);
      done();
    });
  });
}

/** The assertions and tests every vitest of the run counted. */
function countsOverTheRun(): string {
  const totals = { assertions: 0, tests: 0 };
  for (const step of tests) {
    const counts = JSON.parse(readFileSync(step.env!.TEST_COUNTS_FILE!, 'utf8')) as typeof totals;
    totals.assertions += counts.assertions;
    totals.tests += counts.tests;
  }
  return `${totals.assertions} assertions in ${totals.tests} tests`;
}

// A Ctrl-C at the terminal reaches only this process: pass it on to every step's group.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopAll(signal);
    process.exit(130);
  });

const checksThenTheRest = Promise.all(checks.map(runStep)).then(() => Promise.all(afterChecks.map(runStep)));
await Promise.all([runStep(besideChecks), checksThenTheRest]);
const counts = countsOverTheRun();
rmSync(countsDir, { recursive: true, force: true });
console.log(`\n==> all passed in ${seconds(started)}: ${timings.join(', ')}; ${counts}`);
