import { spawn } from 'node:child_process';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * `npm test`: what a reviewer checks, stopping at the first failure: the types, the lint rules, Prettier's check
 * (`npm run format` writes the formatting) and an offline CDK synth (no AWS account, no telemetry), and every vitest
 * project. The four checks run beside the tests (decision 0075): the shop's test files run one at a time and leave a
 * core mostly idle, which the checks use. Each check reports when it ends, its output in one piece; a failing check
 * stops the tests (with the shop they started) and the run. Arguments go to vitest, so
 * `npm test -- tests/unit` still runs the checks too; `npx vitest run <file>` runs tests alone. The end of the run
 * gives each step's time; vitest's own summary above it names the slowest test files and counts the assertions.
 */
interface Step {
  name: string;
  command: string;
  args: string[];
}

const checks: Step[] = [
  { name: 'typecheck', command: 'tsc', args: ['--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', command: 'eslint', args: ['.'] },
  { name: 'format', command: 'prettier', args: ['--check', '.'] },
  { name: 'synth', command: 'cdk', args: ['synth', '--quiet'] },
];
const tests: Step = { name: 'tests', command: 'vitest', args: ['run', ...process.argv.slice(2)] };

const env: NodeJS.ProcessEnv = {
  ...process.env,
  PATH: [join(REPO_ROOT, 'node_modules', '.bin'), process.env.PATH].join(delimiter),
  CDK_DISABLE_CLI_TELEMETRY: 'true',
  // Without AWS credentials the SDK would otherwise wait for an EC2 metadata service that is not there.
  AWS_EC2_METADATA_DISABLED: 'true',
};

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
const commandLine = (step: Step) => [step.command, ...step.args].join(' ');
const timings: string[] = [];
const started = Date.now();

function fail(step: Step, reason: string): never {
  console.error(`\n==> FAILED at ${step.name} (${reason}); ${timings.join(', ')}`);
  process.exit(1);
}

/** Runs a check with its output held back, so checks running side by side do not interleave their lines. */
function runCheck(step: Step, running: Set<number>): Promise<void> {
  const stepStarted = Date.now();
  // Its own process group, so a failing neighbour can stop it with everything it started (cdk runs esbuild).
  const child = spawn(step.command, step.args, { cwd: REPO_ROOT, env, detached: true });
  if (child.pid) running.add(child.pid);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((done) => {
    child.on('error', (error) => fail(step, error.message));
    child.on('close', (code, signal) => {
      if (child.pid) running.delete(child.pid);
      timings.push(`${step.name} ${seconds(stepStarted)}`);
      console.log(`\n==> ${step.name}: ${commandLine(step)} (${seconds(stepStarted)})\n${output.trimEnd()}`);
      if (code !== 0) {
        for (const pid of running) process.kill(-pid, 'SIGTERM');
        fail(step, `exit code ${code ?? signal}`);
      }
      done();
    });
  });
}

// Every step leads its own process group, which a Ctrl-C at the terminal does not reach: pass it on.
const running = new Set<number>();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const pid of running) process.kill(-pid, signal);
    process.exit(130);
  });
const checksStarted = Date.now();
const checksDone = Promise.all(checks.map((step) => runCheck(step, running))).then(() =>
  timings.push(`(the four checks side by side: ${seconds(checksStarted)})`),
);

const testsStarted = Date.now();
console.log(`\n==> ${tests.name}: ${commandLine(tests)} (beside the checks)`);
const vitest = spawn(tests.command, tests.args, { cwd: REPO_ROOT, env, stdio: 'inherit', detached: true });
if (vitest.pid) running.add(vitest.pid);
const testsDone = new Promise<void>((done) => {
  vitest.on('error', (error) => fail(tests, error.message));
  vitest.on('close', (code, signal) => {
    if (vitest.pid) running.delete(vitest.pid);
    timings.push(`${tests.name} ${seconds(testsStarted)}`);
    if (code !== 0) {
      for (const pid of running) process.kill(-pid, 'SIGTERM');
      fail(tests, `exit code ${code ?? signal}`);
    }
    done();
  });
});

await Promise.all([checksDone, testsDone]);
console.log(`\n==> all passed in ${seconds(started)}: ${timings.join(', ')}`);
