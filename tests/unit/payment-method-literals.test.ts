import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/outside-references';

/**
 * A payment method's id is written only where the method is (decision 0070): in its plug-in under the payments
 * area (and the registry), in the list of ids and names the browser and the validation share, and in the browser's
 * payment pieces. Everywhere else the shop asks the method's plug-in, so a new method is a folder and a registry
 * line, not an edit of every file that decides by `=== 'CARD'`. Seed data under infra/ may name the method it seeds.
 */
const ROOTS = ['functions', 'shared'];
const ALLOWED = [
  'shared/rules/payments.ts',
  'functions/domain/payments/methods/',
  'web/src/features/cart/payment-methods/',
];
const SOURCE = /\.(ts|tsx)$/;
/** 'CARD', "COD", `CARD`: the ids as string literals (a JSX attribute's value included). */
const LITERAL = /(['"`])(CARD|COD)\1/g;

function sourcesUnder(dir: string): string[] {
  return readdirSync(join(REPO_ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourcesUnder(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** How many method-id literals each file holds (files without any left out). */
function literalsByFile(files: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const file of files) {
    const found = readFileSync(join(REPO_ROOT, file), 'utf8').match(LITERAL)?.length ?? 0;
    if (found > 0) counts[relative(REPO_ROOT, join(REPO_ROOT, file))] = found;
  }
  return counts;
}

const files = ROOTS.flatMap(sourcesUnder);
const allowed = (file: string) =>
  ALLOWED.some((place) => (place.endsWith('/') ? file.startsWith(place) : file === place));

describe("the payment methods' ids are written only in their plug-ins", () => {
  it('reads the sources of functions/ and shared/, and finds the ids where they belong', () => {
    expect(files.length).toBeGreaterThan(300);
    const inPlace = literalsByFile(files.filter(allowed));
    expect(Object.keys(inPlace)).toEqual(expect.arrayContaining(['shared/rules/payments.ts']));
    expect(Object.keys(inPlace).some((file) => file.startsWith('functions/domain/payments/methods/'))).toBe(true);
  });

  it('counts every way of writing an id as a literal', () => {
    const probe = `a === 'CARD'; b = "COD"; c = \`CARD\`; <input value="COD" />; CARDS; 'CODE'`;
    expect(probe.match(LITERAL)).toHaveLength(4);
  });

  it('has none anywhere else in functions/ and shared/', () => {
    expect(literalsByFile(files.filter((file) => !allowed(file)))).toEqual({});
  });
});
