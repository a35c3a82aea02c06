/**
 * `npm run bench:web`: builds the SPA (into a temporary folder, so the shop's web/dist is untouched) with Vite's
 * manifest and prints, per route, the gzipped bytes of JavaScript + CSS a browser downloads for that route's first
 * view (tests/support/first-view-bytes.ts says what is counted). Exits with 1 when a route is over its budget: 170 KB
 * for the English storefront pages (decisions 0013, 0043), and for a Sinhala or Tamil page the English page of its
 * kind plus its font, within 20 KB (issue 34). tests/int/first-view-bytes.test.ts holds the same budgets on the build
 * the tests' shop serves.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { FIRST_VIEW_BUDGET_BYTES, firstViewBytes, overBudget } from '../support/first-view-bytes';

// Measure what users get: an inherited NODE_ENV (e.g. "test") would make Vite bundle React's development build.
process.env.NODE_ENV = 'production';
const webRoot = join(resolve(import.meta.dirname, '../..'), 'web');

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'kesara-bench-web-'));
  try {
    await build({
      configFile: join(webRoot, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true },
    });
    const rows = firstViewBytes(outDir);
    const over = new Set(overBudget(rows));

    console.log(
      `\nFirst-view bytes per route (gzip, JS + CSS), budget ${kb(FIRST_VIEW_BUDGET_BYTES)} KB for the storefront routes\n`,
    );
    console.log(
      [
        'route'.padEnd(16),
        'files'.padStart(5),
        'JS KB'.padStart(8),
        'CSS KB'.padStart(8),
        'total KB'.padStart(9),
        'font KB'.padStart(8),
        '  budget',
        '  +lazy after render KB',
      ].join(' '),
    );
    for (const r of rows) {
      const verdict = r.budgeted ? (over.has(r) ? 'OVER  ' : 'within') : '(info)';
      console.log(
        [
          r.route.padEnd(16),
          String(r.files).padStart(5),
          kb(r.jsBytes).padStart(8),
          kb(r.cssBytes).padStart(8),
          kb(r.total).padStart(9),
          kb(r.fonts).padStart(8),
          `  ${verdict}`,
          kb(r.laterBytes).padStart(10),
        ].join(' '),
      );
    }
    for (const r of rows)
      if (r.beyondEnglish)
        console.log(
          `${r.route}: ${kb(r.beyondEnglish.bytes)} KB of code beyond ${r.beyondEnglish.route}, plus ${kb(r.fonts)} KB of font (rule: within 20 KB)`,
        );
    console.log(
      over.size === 0
        ? '\n/, /beard and /product/{id} (and their Sinhala and Tamil pages) are within 170 KB.'
        : `\nOver budget: ${[...over].map((r) => r.route).join(', ')}`,
    );
    if (over.size > 0) process.exitCode = 1;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
