import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { languageChunks } from '../../web/src/app/prerender/page-assets';

/**
 * What a browser downloads for a route's first view, read from a production build of the SPA (its folder with Vite's
 * manifest): the gzipped JavaScript and CSS of the entry chunk and its static imports, the route's page chunk(s) and
 * theirs; a Sinhala or Tamil page's language chunks (decision 0092) and its script's font files (woff2, counted as
 * they are). Used by `npm run bench:web`, which prints it, and by tests/int/first-view-bytes.test.ts, which holds the
 * budgets: decision 0043's 170 KB for the storefront's English pages, and issue 34's rule for the Sinhala and Tamil
 * ones (the English page of its kind plus its font, within 20 KB).
 */
export const FIRST_VIEW_BUDGET_BYTES = 170 * 1024;
export const LANGUAGE_EXTRA_BUDGET_BYTES = 20 * 1024;

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

export interface RouteBytes {
  route: string;
  files: number;
  jsBytes: number;
  cssBytes: number;
  /** JS + CSS (+ a language's chunks), gzipped: what the budgets count. */
  total: number;
  /** Its script's font files (Sinhala and Tamil pages). */
  fonts: number;
  /** For information: what the page's own lazy imports (a chart, say) fetch after it has rendered. */
  laterBytes: number;
  /** Held to the 170 KB budget (the English storefront pages). */
  budgeted: boolean;
  /** For a Sinhala or Tamil page: its bytes beyond the English page of its kind (issue 34: within 20 KB). */
  beyondEnglish?: { route: string; bytes: number };
}

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

/** Each route's first-view bytes in the build at `distDir`. */
export function firstViewBytes(distDir: string): RouteBytes[] {
  const manifest: Manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const gz = new Map<string, number>();
  const gzipped = (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(distDir, file))).length);
    return gz.get(file)!;
  };
  const entry = staticClosure(manifest, 'index.html');
  const assets = readdirSync(join(distDir, 'assets'));
  const fontBytes = (script: string) =>
    assets
      // @fontsource's files (`noto-sans-tamil-tamil-400-normal-*`) and our own cut of Sinhala (`noto-sans-sinhala-400-*`).
      .filter((f) => new RegExp(`^noto-sans-${script}-(${script}-)?(400|700)(-normal)?-.*\\.woff2$`).test(f))
      .reduce((sum, f) => sum + statSync(join(distDir, 'assets', f)).size, 0);
  const bytesOf = (keys: Set<string>) => {
    const { js, css } = filesOf(manifest, keys);
    return {
      files: js.length + css.length,
      js: js.reduce((s, f) => s + gzipped(f), 0),
      css: css.reduce((s, f) => s + gzipped(f), 0),
    };
  };

  const rows: RouteBytes[] = ROUTES.map(({ route, pages, budgeted, font }) => {
    const keys = new Set(entry);
    for (const page of pages) staticClosure(manifest, page, keys);
    const first = bytesOf(keys);
    const language = /^\/(si|ta)\b/.exec(route)?.[1] as 'si' | 'ta' | undefined;
    const words = language ? languageChunks(manifest, language).reduce((sum, f) => sum + gzipped(f.slice(1)), 0) : 0;
    const later = new Set(keys);
    for (const key of pages)
      for (const dynamic of manifest[key].dynamicImports ?? []) staticClosure(manifest, dynamic, later);
    const afterMount = bytesOf(later);
    return {
      route,
      files: first.files,
      jsBytes: first.js,
      cssBytes: first.css,
      total: first.js + first.css + words,
      fonts: font ? fontBytes(font) : 0,
      laterBytes: afterMount.js + afterMount.css - (first.js + first.css),
      budgeted,
    };
  });
  for (const row of rows.filter((r) => r.fonts > 0)) {
    const english = rows.find((r) => r.route === (row.route.replace(/^\/(si|ta)/, '') || '/'))!;
    row.beyondEnglish = { route: english.route, bytes: row.total - english.total };
  }
  return rows;
}

/** The routes over their budget: an English storefront page over 170 KB, a Sinhala or Tamil one over 20 KB beyond it. */
export function overBudget(rows: RouteBytes[]): RouteBytes[] {
  return rows.filter(
    (r) =>
      (r.budgeted && r.total > FIRST_VIEW_BUDGET_BYTES) ||
      (r.beyondEnglish !== undefined && r.beyondEnglish.bytes > LANGUAGE_EXTRA_BUDGET_BYTES),
  );
}
