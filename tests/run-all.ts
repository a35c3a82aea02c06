import { spawnSync } from 'node:child_process';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * `npm test`: what a reviewer checks, in this order, stopping at the first failure: the types, the lint rules, an
 * offline CDK synth (no AWS account, no telemetry) and every vitest project. The lint step is eslint, then Prettier's
 * check (`npm run format` writes the formatting). Arguments go to vitest, so
 * `npm test -- tests/unit` still runs the three checks first; `npx vitest run <file>` runs tests alone.
 */
interface Step {
  name: string;
  command: string;
  args: string[];
}

const steps: Step[] = [
  { name: 'typecheck', command: 'tsc', args: ['--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', command: 'eslint', args: ['.'] },
  { name: 'format', command: 'prettier', args: ['--check', '.'] },
  { name: 'synth', command: 'cdk', args: ['synth', '--quiet'] },
  { name: 'tests', command: 'vitest', args: ['run', ...process.argv.slice(2)] },
];

const env: NodeJS.ProcessEnv = {
  ...process.env,
  PATH: [join(REPO_ROOT, 'node_modules', '.bin'), process.env.PATH].join(delimiter),
  CDK_DISABLE_CLI_TELEMETRY: 'true',
  // Without AWS credentials the SDK would otherwise wait for an EC2 metadata service that is not there.
  AWS_EC2_METADATA_DISABLED: 'true',
};

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
const timings: string[] = [];
const started = Date.now();

for (const step of steps) {
  const stepStarted = Date.now();
  console.log(`\n==> ${step.name}: ${[step.command, ...step.args].join(' ')}`);
  const result = spawnSync(step.command, step.args, { cwd: REPO_ROOT, env, stdio: 'inherit' });
  timings.push(`${step.name} ${seconds(stepStarted)}`);
  if (result.status !== 0) {
    console.error(
      `\n==> FAILED at ${step.name} (${result.error?.message ?? `exit code ${result.status ?? result.signal}`}); ${timings.join(', ')}`,
    );
    process.exit(result.status || 1);
  }
}
console.log(`\n==> all passed in ${seconds(started)}: ${timings.join(', ')}`);
