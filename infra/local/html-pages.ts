import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
// Types only: the module itself is the SSR build (web/dist-server), loaded at run time.
import type { RenderContext, RenderedPage } from '../../web/src/app/prerender/render-page';
import { publicPageOf } from '../../shared/content/public-pages';

type RenderModule = typeof import('../../web/src/app/prerender/render-page');

/**
 * The API routes after whose success the stored pages are drawn again: the catalogue's own writes and what moves
 * stock (an order, a cancelled order, a failed card payment). In the cloud the table's stream does this
 * (infra/web/page-renderer.ts); stock or price in a page may be a moment old, and hydration brings the fresh value.
 */
export const CATALOGUE_CHANGING_ROUTES: ReadonlySet<string> = new Set([
  'admin-product-add',
  'admin-product-update',
  'admin-product-delete',
  'admin-order-status',
  'checkout-cod',
  'checkout-payhere',
  'payhere-notify',
]);

export interface HtmlPagesOptions {
  /** web/dist (the shell and Vite's manifest) and web/dist-server (the render module). */
  distDir: string;
  serverDir: string;
  /** The gateway's own URL: the render reads the API through it, as the browser would. */
  apiOrigin: string;
  siteOrigin: string;
  log: (line: string) => void;
}

/**
 * The local stand-in for the SPA bucket's `pages/` (docs/decisions/0036-html-first-pages.md): every public page
 * rendered by the same module the cloud's renderer runs, drawn at start (in the background, so the shop is ready
 * at once) and again after a catalogue change, kept in memory. A page not drawn yet, or a missing product's 404,
 * is rendered when asked, as CloudFront's fallback to the render function does.
 */
export class HtmlPages {
  private readonly pages = new Map<string, RenderedPage>();
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  /** Counts catalogue changes: a page rendered on demand is kept only if none happened while it was drawn. */
  private generation = 0;

  constructor(private readonly opts: HtmlPagesOptions) {}

  /** False when the SPA was built without its server render (then every path gets the shell). */
  get available(): boolean {
    return (
      existsSync(join(this.opts.serverDir, 'render-page.mjs')) &&
      existsSync(join(this.opts.distDir, '.vite', 'manifest.json'))
    );
  }

  private async module(): Promise<RenderModule> {
    return (await import(pathToFileURL(join(this.opts.serverDir, 'render-page.mjs')).href)) as RenderModule;
  }

  private context(): RenderContext {
    return {
      template: readFileSync(join(this.opts.distDir, 'index.html'), 'utf8'),
      manifest: JSON.parse(
        readFileSync(join(this.opts.distDir, '.vite', 'manifest.json'), 'utf8'),
      ) as RenderContext['manifest'],
      apiOrigin: this.opts.apiOrigin,
      siteOrigin: this.opts.siteOrigin,
    };
  }

  /** Draws every public page; the ones that fail keep their previous HTML (or fall back to the shell). */
  async renderAll(): Promise<void> {
    if (!this.available) return;
    const started = Date.now();
    const render = await this.module();
    const ctx = this.context();
    const paths = await render.publicPagePaths(ctx.apiOrigin);
    const fresh = new Map<string, RenderedPage>();
    const outcomes = await render.renderPages(paths, ctx);
    for (const { path, page, error } of outcomes) {
      if (error) this.opts.log(`HTML page ${path} was not drawn: ${error.message}`);
      if (page) fresh.set(path, page);
    }
    const failed = outcomes.filter((o) => o.error).length;
    // Pages of products that no longer exist go; a page that failed keeps its previous HTML.
    for (const path of [...this.pages.keys()]) if (!paths.includes(path)) this.pages.delete(path);
    for (const [path, page] of fresh) this.pages.set(path, page);
    this.opts.log(
      `HTML pages: ${fresh.size} drawn in ${Date.now() - started} ms${failed ? `, ${failed} failed` : ''}.`,
    );
  }

  /** Draws the pages again shortly after the last of a burst of catalogue changes; runs never overlap. */
  catalogueChanged(delayMs = 300): void {
    this.generation++;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.redraw(), delayMs);
  }

  /** Draws every page in the background. */
  start(): void {
    void this.redraw();
  }

  private async redraw(): Promise<void> {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.renderAll().catch((error: Error) =>
      this.opts.log(`HTML pages were not drawn again: ${error.message}`),
    );
    await this.running;
    this.running = null;
    if (this.again) {
      this.again = false;
      await this.redraw();
    }
  }

  /** Waits for a redraw in progress (tests and shutdown). */
  async settled(): Promise<void> {
    await this.running;
  }

  /** The stored page of a path; a public page not stored yet is rendered now (and kept, unless it is a 404). */
  async pageFor(path: string): Promise<RenderedPage | null> {
    const stored = this.pages.get(path);
    if (stored) return stored;
    if (!this.available || !publicPageOf(path)) return null;
    const generation = this.generation;
    const render = await this.module();
    const page = await render.renderPage(path, this.context());
    if (page?.status === 200 && generation === this.generation) this.pages.set(path, page);
    return page;
  }

  stop(): void {
    clearTimeout(this.timer);
  }
}
