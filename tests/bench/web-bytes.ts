/**
 * `npm run bench:web`: builds the SPA (into a temporary folder, so the shop's web/dist is untouched) with Vite's
 * manifest and prints, per route, the gzipped bytes of JavaScript + CSS a browser downloads for that route's first
 * view: the entry chunk and its static imports, the route's lazy page chunk(s) and their static imports, and every
 * CSS file those chunks carry. Exits with 1 when a storefront route is over budget (docs/decisions/0013).
 * The Sinhala and Tamil pages (issue 34) carry the same code, their language's chunks (texts and the shop's words,
 * decision 0092) and their script's font files (woff2, counted as they are, 400 and 700): issue 34's rule is the
 * English page's bytes plus its font, within 20 KB.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { languageChunks } from '../../web/src/app/prerender/page-assets';

const BUDGET_BYTES = 170 * 1024;
// Measure what users get: an inherited NODE_ENV (e.g. "test") would make Vite bundle React's development build.
process.env.NODE_ENV = 'production';
const root = resolve(import.meta.dirname, '../..');
const webRoot = join(root, 'web');

/** The lazy modules each route renders on first view (web/src/app/router.tsx). */
const ROUTES: Array<{ route: string; pages: string[]; budgeted: boolean; font?: string }> = [
  { route: '/', pages: ['src/features/home/HomePage.tsx'], budgeted: true },
  { route: '/beard', pages: ['src/features/catalog/CategoryPage.tsx'], budgeted: true },
  { route: '/product/{id}', pages: ['src/features/product/ProductPage.tsx'], budgeted: true },
  { route: '/si', pages: ['src/features/home/HomePage.tsx'], budgeted: false, font: 'sinhala' },
  { route: '/si/product/{id}', pages: ['src/features/product/ProductPage.tsx'], budgeted: false, font: 'sinhala' },
  { route: '/ta', pages: ['src/features/home/HomePage.tsx'], budgeted: false, font: 'tamil' },
  { route: '/ta/product/{id}', pages: ['src/features/product/ProductPage.tsx'], budgeted: false, font: 'tamil' },
  { route: '/signin', pages: ['src/features/auth/SignInPage.tsx'], budgeted: false },
  { route: '/cart', pages: ['src/features/cart/CartPage.tsx'], budgeted: false },
  { route: '/orders', pages: ['src/features/orders/OrdersPage.tsx'], budgeted: false },
  {
    route: '/admin',
    pages: ['src/features/admin/layout/AdminLayout.tsx', 'src/features/admin/dashboard/DashboardPage.tsx'],
    budgeted: false,
  },
  {
    route: '/admin/returns',
    pages: ['src/features/admin/layout/AdminLayout.tsx', 'src/features/admin/returns/ReturnsPage.tsx'],
    budgeted: false,
  },
];

/** Every chunk key reachable from `key` through static imports, the chunk itself included. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk)
    throw new Error(`${key} is not in the Vite manifest: was it renamed? Update ROUTES in ${import.meta.filename}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function filesOf(manifest: Manifest, keys: Set<string>): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
  }
  return { js: [...js], css: [...css] };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'kesara-bench-web-'));
  try {
    await build({
      configFile: join(webRoot, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true },
    });
    const manifest: Manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
    const gz = new Map<string, number>();
    const gzipped = (file: string) => {
      if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(outDir, file))).length);
      return gz.get(file)!;
    };
    const entry = staticClosure(manifest, 'index.html');
    const assets = readdirSync(join(outDir, 'assets'));
    /** A script's font files as the browser fetches them (woff2 is compressed already). */
    const fontBytes = (script: string) =>
      assets
        // @fontsource's files (`noto-sans-tamil-tamil-400-normal-*`) and our own cut of Sinhala (`noto-sans-sinhala-400-*`).
        .filter((f) => new RegExp(`^noto-sans-${script}-(${script}-)?(400|700)(-normal)?-.*\\.woff2$`).test(f))
        .reduce((sum, f) => sum + statSync(join(outDir, 'assets', f)).size, 0);

    const bytesOf = (keys: Set<string>) => {
      const { js, css } = filesOf(manifest, keys);
      return {
        files: js.length + css.length,
        js: js.reduce((s, f) => s + gzipped(f), 0),
        css: css.reduce((s, f) => s + gzipped(f), 0),
      };
    };

    const rows = ROUTES.map(({ route, pages, budgeted, font }) => {
      const keys = new Set(entry);
      for (const page of pages) staticClosure(manifest, page, keys);
      const first = bytesOf(keys);
      const fonts = font ? fontBytes(font) : 0;
      const language = /^\/(si|ta)\b/.exec(route)?.[1] as 'si' | 'ta' | undefined;
      const words = language ? languageChunks(manifest, language).reduce((sum, f) => sum + gzipped(f.slice(1)), 0) : 0;
      const total = first.js + first.css + words;
      // For information: what the page's own lazy imports (a chart, say) fetch after it has rendered.
      const later = new Set(keys);
      for (const key of pages)
        for (const dynamic of manifest[key].dynamicImports ?? []) staticClosure(manifest, dynamic, later);
      const afterMount = bytesOf(later);
      const laterBytes = afterMount.js + afterMount.css - (first.js + first.css);
      return {
        route,
        files: first.files,
        jsBytes: first.js,
        cssBytes: first.css,
        total,
        fonts,
        laterBytes,
        budgeted,
        ok: !budgeted || total <= BUDGET_BYTES,
      };
    });

    console.log(
      `\nFirst-view bytes per route (gzip, JS + CSS), budget ${kb(BUDGET_BYTES)} KB for the storefront routes\n`,
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
      const verdict = r.budgeted ? (r.ok ? 'within' : 'OVER  ') : '(info)';
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
    // Issue 34: a Sinhala or Tamil page within 20 KB of the English page of its kind plus its font (its rule, not the
    // 170 KB one, which the English page of its kind answers).
    for (const r of rows.filter((row) => row.fonts > 0)) {
      const english = rows.find((row) => row.route === (r.route.replace(/^\/(si|ta)/, '') || '/'))!;
      const extra = r.total - english.total;
      console.log(
        `${r.route}: ${kb(extra)} KB of code beyond ${english.route}, plus ${kb(r.fonts)} KB of font (rule: within 20 KB)`,
      );
      if (extra > 20 * 1024) r.ok = false;
    }
    const over = rows.filter((r) => !r.ok);
    console.log(
      over.length === 0
        ? '\n/, /beard and /product/{id} (and their Sinhala and Tamil pages) are within 170 KB.'
        : `\nOver budget: ${over.map((r) => r.route).join(', ')}`,
    );
    if (over.length > 0) process.exitCode = 1;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
