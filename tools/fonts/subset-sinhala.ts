/**
 * Cuts Noto Sans Sinhala (regular and bold, from @fontsource/noto-sans-sinhala's Sinhala subset) down to the letters
 * of Sinhala as it is written today: the Sinhala block without the Lith digits (U+0DE6-0DEF), the kunddaliya (U+0DF4)
 * and the archaic numbers (U+111E1-111F4), keeping the dandas, the joiners that shape ශ්‍රී and the dotted circle.
 * Each file is 29 KB instead of 36 KB, and a Sinhala page's largest paint waits for both (decision 0100). HarfBuzz's
 * subsetter keeps every conjunct and ligature the kept letters can form. Letters left out are drawn in the device's
 * fonts (the @font-face's `unicode-range` names exactly what is kept). Then the design grid goes from 1,000 to 250
 * units per em (tools/fonts/scale-units.py, fontTools): a point moves by at most 1/500 em (0.1 px in a 48 px heading),
 * and each file is 25 KB instead of 29 (decision 0114).
 *
 *   npx tsx tools/fonts/subset-sinhala.ts      (needs python3 with fontTools and Brotli, see scale-units.py)
 *
 * Writes web/src/styles/fonts/noto-sans-sinhala-400.woff2 and -700.woff2 (committed, like the media).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { SINHALA_KEPT } from './sinhala-letters';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
const OUT = join(ROOT, 'web/src/styles/fonts');
const require = createRequire(import.meta.url);

/** The design grid of the files the shop serves (the source's is 1,000 units per em). */
const UNITS_PER_EM = 250;

const letters = SINHALA_KEPT.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
).join('');

for (const weight of [400, 700]) {
  const source = require.resolve(
    `@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-${weight}-normal.woff2`,
  );
  const subset = await subsetFont(readFileSync(source), letters, { targetFormat: 'woff2' });
  const work = mkdtempSync(join(tmpdir(), 'sinhala-font-'));
  const subsetFile = join(work, 'subset.woff2');
  writeFileSync(subsetFile, subset);
  const file = join(OUT, `noto-sans-sinhala-${weight}.woff2`);
  execFileSync('python3', [join(ROOT, 'tools/fonts/scale-units.py'), subsetFile, file, String(UNITS_PER_EM)]);
  rmSync(work, { recursive: true });
  console.log(
    `${file}: ${(statSync(file).size / 1024).toFixed(1)} KB (subset ${(subset.length / 1024).toFixed(1)} KB)`,
  );
}
