import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/outside-references';

/**
 * The machines that run the tests allow traffic to loopback addresses only. Asking the system for this machine's
 * network addresses is how a test would reach one of them (spelled in pieces so that this file does not match).
 */
const OWN_ADDRESS_LOOKUPS = [['network', 'Interfaces'].join(''), ['os.', 'hostname('].join('')];

const RUN_BY_TESTS = execFileSync('git', ['ls-files', 'tests', 'infra/scripts', 'tools'], {
  cwd: REPO_ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((path) => /\.tsx?$/.test(path));

describe('tests, benchmarks and scripts talk to loopback addresses only (issue 29, defect 11)', () => {
  it("none looks up this machine's network addresses", () => {
    expect(RUN_BY_TESTS.length).toBeGreaterThan(200);
    const lookups = RUN_BY_TESTS.filter((path) => {
      const text = readFileSync(join(REPO_ROOT, path), 'utf8');
      return OWN_ADDRESS_LOOKUPS.some((lookup) => text.includes(lookup));
    });
    expect(lookups).toEqual([]);
  });
});
