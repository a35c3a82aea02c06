import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NATIVE_TSC, TYPECHECK_FLAGS } from '../support/native-tsc';
import { REPO_ROOT } from '../support/outside-references';

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');

/** The command of the README's "Two commands" block that ends in `npm test`. */
function readmeTestCommand(readme: string): string | undefined {
  return readme
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .find((line) => /\bnpm test$/.test(line));
}

describe('CI runs what the README promises', () => {
  it(".ci/run ends with exactly the README's test command", () => {
    const command = readmeTestCommand(read('README.md'));
    expect(command).toBe('npm install && npm test');
    const lastLine = read('.ci/run').trim().split('\n').at(-1);
    expect(lastLine).toBe(command);
  });

  it('npm test is the script that runs the typecheck, the lint and the synth before vitest', () => {
    expect(JSON.parse(read('package.json')).scripts.test).toBe('tsx tests/run-all.ts');
  });
});

describe("npm test's typecheck (TypeScript 7's native compiler, decision 0109)", () => {
  it('is the TypeScript 7 compiler, called by its path in npm test and npm run typecheck', () => {
    expect(read('tests/run-all.ts')).toContain("command: 'node', args: [NATIVE_TSC, ...TYPECHECK_FLAGS]");
    expect(JSON.parse(read('package.json')).scripts.typecheck).toBe(`node ${NATIVE_TSC} --noEmit -p tsconfig.json`);
    const version = execFileSync('node', [NATIVE_TSC, '--version'], { cwd: REPO_ROOT });
    expect(String(version)).toMatch(/^Version 7\./);
  });

  it('fails on a type error with the flags npm test gives it, naming the file and the error', () => {
    const dir = mkdtempSync(join(tmpdir(), 'typecheck-'));
    try {
      writeFileSync(join(dir, 'wrong.ts'), 'export const count: number = "three";\n');
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({ compilerOptions: { strict: true }, include: ['*.ts'] }),
      );
      const run = spawnSync('node', [join(REPO_ROOT, NATIVE_TSC), ...TYPECHECK_FLAGS], { cwd: dir, encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stdout).toContain("wrong.ts(1,14): error TS2322: Type 'string' is not assignable to type 'number'.");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
