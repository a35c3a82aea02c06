import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/outside-references';

const PRODUCT_DOC = 'docs/product/README.md';

interface TextRow {
  text: string;
  files: string[];
}

/** Rows `| 'text' | `file`, `file` |` of the text tables; `{value}` marks a value filled in at run time. */
function textRows(markdown: string): TextRow[] {
  return markdown
    .split('\n')
    .map((line) => /^\| '(.+)' \| ((?:`[^`]+`(?:, )?)+) \|$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map(([, text, files]) => ({ text, files: [...files.matchAll(/`([^`]+)`/g)].map((f) => f[1]) }));
}

/** The fixed parts of a text: `Showing {n} of {m} users` -> `Showing `, ` of `, ` users`. */
const fixedParts = (text: string) => text.split(/\{[^}]+\}/).filter(Boolean);

/** Where a text row is wrong: a cited file that is gone, or no cited file that holds every fixed part of the text. */
function problemOf(row: TextRow): string | null {
  const missing = row.files.filter((f) => !existsSync(join(REPO_ROOT, f)));
  if (missing.length) return `'${row.text}': ${missing.join(', ')} does not exist`;
  const holds = row.files.some((f) => {
    const source = readFileSync(join(REPO_ROOT, f), 'utf8');
    return fixedParts(row.text).every((part) => source.includes(part));
  });
  return holds ? null : `'${row.text}' is not in ${row.files.join(', ')}`;
}

describe(`the texts that must not change, as ${PRODUCT_DOC} lists them`, () => {
  const rows = textRows(readFileSync(join(REPO_ROOT, PRODUCT_DOC), 'utf8'));

  it('are many', () => {
    expect(rows.length).toBeGreaterThan(100);
  });

  it('each live word for word in the file named next to it', () => {
    expect(rows.map(problemOf).filter(Boolean)).toEqual([]);
  });

  it('a moved or reworded text is reported', () => {
    expect(
      problemOf({ text: 'Showing {n} of {m} users', files: ['web/src/features/admin/users/UsersPage.tsx'] }),
    ).toBeNull();
    expect(
      problemOf({ text: 'Showing {n} of {m} shoppers', files: ['web/src/features/admin/users/UsersPage.tsx'] }),
    ).toMatch(/is not in/);
    expect(problemOf({ text: 'x', files: ['web/src/nowhere.ts'] })).toMatch(/does not exist/);
  });
});
