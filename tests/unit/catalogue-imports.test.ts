import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/outside-references';

/**
 * The storefront's English texts are in every page's first download (web/src/lib/i18n/messages/en.ts gathers all
 * areas). A text taken from a file that also builds zod schemas brought zod and the schemas into that download:
 * 11 KB of the home page's 184.6 KB. Texts both sides show live in message files without zod (shared/messages).
 */
const I18N = join(REPO_ROOT, 'web/src/lib/i18n');
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*? from '([^']+)';/gms)]
    .map((m) => m[1])
    .filter((path) => path.startsWith('.'))
    .map((path) => resolve(dirname(file), path.endsWith('.ts') ? path : `${path}.ts`));

/** Every module a file imports at run time, as far as the repository's own files go. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of importsOf(file)) {
    try {
      readFileSync(imported);
    } catch {
      continue; // an index folder or a .tsx: not where texts come from
    }
    closure(imported, seen);
  }
  return seen;
}

describe("the storefront's catalogues", () => {
  it('import no module that builds zod schemas, whatever they import in turn', () => {
    const withZod = filesUnder(I18N)
      .flatMap((file) => [...closure(file)])
      .filter((file) => /from 'zod/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(REPO_ROOT, file));
    expect([...new Set(withZod)]).toEqual([]);
  });

  it('would see one: the account schemas bring zod', () => {
    const schema = join(REPO_ROOT, 'shared/validation/account.ts');
    expect([...closure(schema)].some((file) => /from 'zod/.test(readFileSync(file, 'utf8')))).toBe(true);
  });
});
