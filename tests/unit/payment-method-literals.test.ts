import { describe, expect, it } from 'vitest';
import { readText, repositoryFiles } from '../support/outside-references';
import { stringLiterals } from '../support/source-literals';

/**
 * A payment method's id is written as a literal only where the method itself is: the shared list of ids, and each
 * method's own folder (its plug-in, on the server and in the browser; decisions 0070 and 0071). Everywhere else in
 * functions/, shared/ and web/src asks the registry, so a new method is a folder and a line. Seed data under infra/
 * may name the method it seeds.
 */
const METHOD_IDS = new Set(['CARD', 'COD', 'KOKO']);

/** Where the literals may be. */
const PLUG_INS = [
  /^shared\/rules\/payments\.ts$/,
  /^functions\/domain\/payments\/methods\//,
  /^web\/src\/features\/payments\/methods\//,
];

/** The trees the rule holds in. */
const CHECKED = [/^functions\//, /^shared\//, /^web\/src\//];

const SOURCE = /\.tsx?$/;

/** Each literal naming a method, as `file:line 'ID'`. */
const methodLiterals = (file: string, text: string) =>
  stringLiterals(file, text)
    .filter((l) => METHOD_IDS.has(l.text))
    .map((l) => `${file}:${l.line} '${l.text}'`);

describe('payment method ids outside their plug-ins', () => {
  it('counts every way of writing one', () => {
    const probe = [
      "if (m === 'CARD') pay();",
      'const m = "COD";',
      'const t = `CARD`;',
      'const el = <input value="COD" />;',
      "const other = 'CARDS' + 'cod' + `${'x'}CARD`;",
    ].join('\n');
    expect(methodLiterals('probe.tsx', probe)).toEqual([
      "probe.tsx:1 'CARD'",
      "probe.tsx:2 'COD'",
      "probe.tsx:3 'CARD'",
      "probe.tsx:4 'COD'",
    ]);
  });

  it('are none: the code asks the registry', () => {
    const files = repositoryFiles().filter(
      (f) => SOURCE.test(f) && CHECKED.some((tree) => tree.test(f)) && !PLUG_INS.some((p) => p.test(f)),
    );
    expect(files.length).toBeGreaterThan(500);
    expect(files.flatMap((f) => methodLiterals(f, readText(f) ?? ''))).toEqual([]);
  });
});
