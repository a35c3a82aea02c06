import { execFileSync } from 'node:child_process';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/outside-references';

/** The README's file-name rule: PascalCase for a component's .tsx file, kebab-case for every other source file. */
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*\.tsx$/;

const sources = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.css', '*.js'], {
  cwd: REPO_ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);

describe('file names', () => {
  it('are kebab-case, or PascalCase for a component file', () => {
    expect(sources.length).toBeGreaterThan(500);
    const wrong = sources.filter((path) => {
      const name = basename(path);
      return !KEBAB.test(name) && !(PASCAL.test(name) && path.startsWith('web/src/'));
    });
    expect(wrong).toEqual([]);
  });

  it('a hook lives in a kebab-case file', () => {
    expect(sources.filter((path) => /\/use[A-Z]/.test(path))).toEqual([]);
  });
});
