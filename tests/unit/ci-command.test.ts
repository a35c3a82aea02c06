import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
