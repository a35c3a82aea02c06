import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
// Types only: the module itself is the SSR build (web/dist-server), loaded at run time.
import type { PageReads, RenderContext, RenderedPage } from '../../web/src/app/prerender/render-page';
import { drawnPerRequest, publicPageOf, variantPageOf } from '../../shared/content/public-pages';
import { languageOfPath } from '../../shared/rules/language-paths';

type RenderModule = typeof import('../../web/src/app/prerender/render-page');

export interface HtmlPagesOptions {
  /** web/dist (the shell and Vite's manifest) and web/dist-server (the render module). */
  distDir: string;
  serverDir: string;
  siteOrigin: string;
  /** The server's own views, read in process (functions/pages/page-reads.ts): no page calls the API. */
  reads: PageReads;
  log: (line: string) => void;
  /** Told the paths of each draw (tests count what a change draws again). */
  onDrawn?: (paths: string[]) => void;
}

/**
 * The local stand-in for the SPA bucket's `pages/` (docs/decisions/0036-html-first-pages.md, 0051): every public
 * page rendered by the same module and reads the cloud's page functions use, drawn at start (in the background, so
 * the shop is ready at once) and again when the table's stream shows a product changed (`changed`, as the cloud's
 * renderer is called), kept in memory; a product page brings its variants' pages (`/product/8?variant=3`, decision
 * 0055). A page not drawn yet, or a missing product's 404, is rendered when asked, as
 * CloudFront's fallback to the page function does.
 */
export class HtmlPages {
  private readonly pages = new Map<string, RenderedPage>();
  private running: Promise<void> | null = null;
  /** Paths waiting to be drawn again; null: every page (the first draw). */
  private waiting: Set<string> | null = new Set();
  private timer: NodeJS.Timeout | undefined;
  /** The paths of the draw running now (null: every page, the first draw). */
  private drawing: Set<string> | null = new Set();
  /** Counts changes: a page rendered on demand is kept only if none happened while it was drawn. */
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
      siteOrigin: this.opts.siteOrigin,
      reads: this.opts.reads,
    };
  }

  /**
   * Draws these pages (all of them when null); a product that no longer exists loses its page, and one that fails
   * keeps its previous HTML (or falls back to the shell).
   */
  private async draw(only: string[] | null): Promise<void> {
    if (!this.available) return;
    const started = Date.now();
    const render = await this.module();
    const ctx = this.context();
    // The first draw takes the English pages; a Sinhala or Tamil page is drawn when first asked (and kept, and redrawn
    // on a change): three times the pages at start held the shop's one thread while the first shoppers waited.
    const all = only ? null : (await render.publicPagePaths(ctx.reads)).filter((p) => languageOfPath(p) === 'en');
    const outcomes = await render.renderPages(only ?? all!, ctx);
    this.opts.onDrawn?.(outcomes.map((o) => o.path));
    for (const { path, page, error } of outcomes) {
      if (error) this.opts.log(`HTML page ${path} was not drawn: ${error.message}`);
      else if (page?.status === 200) this.pages.set(path, page);
      else this.pages.delete(path);
      if (page) this.removeStaleVariantPages(path, page.status === 200 ? (page.variantPaths ?? []) : []);
    }
    const drawn = new Set(outcomes.map((o) => o.path));
    if (all) for (const path of [...this.pages.keys()]) if (!drawn.has(path)) this.pages.delete(path);
    const failed = outcomes.filter((o) => o.error).length;
    this.opts.log(
      `HTML pages: ${outcomes.length - failed} drawn in ${Date.now() - started} ms${failed ? `, ${failed} failed` : ''}.`,
    );
  }

  /** A product page drawn: its variants' pages that it no longer lists (a removed size, or the product gone) go. */
  private removeStaleVariantPages(path: string, current: string[]): void {
    if (variantPageOf(path) || publicPageOf(path)?.kind !== 'product') return;
    for (const stored of [...this.pages.keys()])
      if (stored.startsWith(`${path}?`) && !current.includes(stored)) this.pages.delete(stored);
  }

  /** Draws every page in the background. */
  start(): void {
    this.waiting = null;
    void this.drawWaiting();
  }

  /**
   * These pages are stale (a batch of the table's stream): the ones kept (or being drawn) are drawn again shortly
   * after the last of a burst. A page nobody has asked for yet (most Sinhala and Tamil pages here) is not drawn now:
   * it is drawn with what is current when first asked (pageFor), as it would be before any change.
   */
  changed(paths: string[], delayMs = 300): void {
    if (paths.length === 0) return;
    // A page being rendered on demand now read the table before this change: it must not be kept.
    this.generation++;
    const redraw = paths.filter((path) => this.keptOrDrawing(path));
    if (redraw.length === 0) return;
    for (const path of redraw) this.waiting?.add(path);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.drawWaiting();
    }, delayMs);
  }

  /** Whether this path's page is kept (drawn and stored, not drawn again on each request). */
  kept(path: string): boolean {
    return this.pages.has(path);
  }

  /** Whether a path has a page kept (itself or one of its sizes' pages) or is in the draw running now. */
  private keptOrDrawing(path: string): boolean {
    if (this.waiting === null || this.drawing === null) return true;
    if (this.pages.has(path) || this.drawing.has(path)) return true;
    for (const stored of this.pages.keys()) if (stored.startsWith(`${path}?`)) return true;
    return false;
  }

  /** Runs never overlap: changes that come during one are drawn by the next. */
  private async drawWaiting(): Promise<void> {
    if (this.running) return;
    const paths = this.waiting;
    this.waiting = new Set();
    if (paths?.size === 0) return;
    this.drawing = paths;
    this.running = this.draw(paths && [...paths]).catch((error: Error) =>
      this.opts.log(`HTML pages were not drawn again: ${error.message}`),
    );
    await this.running;
    this.running = null;
    this.drawing = new Set();
    await this.drawWaiting();
  }

  /** Waits until no draw is running or about to start (tests and shutdown). */
  async settled(): Promise<void> {
    while (this.running || this.timer) await (this.running ?? new Promise((r) => setTimeout(r, 50)));
  }

  /**
   * The stored page of a path (a variant's page is `/product/8?variant=3`, storedPagePath); a public page not stored
   * yet is rendered now and kept, unless it is a 404, names a variant the product does not have (that link gets
   * the product's page, drawn with no size chosen, as the cloud's renderer answers it) or is drawn for each request
   * (search results, as the cloud's search behaviour asks the page function each time).
   */
  async pageFor(path: string): Promise<RenderedPage | null> {
    const stored = this.pages.get(path);
    if (stored) return stored;
    const publicPage = publicPageOf(new URL(path, 'http://shop.local').pathname);
    if (!this.available || !publicPage) return null;
    const generation = this.generation;
    const render = await this.module();
    const page = await render.renderPage(path, this.context());
    const keep =
      page?.status === 200 &&
      !drawnPerRequest(publicPage) &&
      (!variantPageOf(path) || (page.variantPaths ?? []).includes(path));
    if (keep && generation === this.generation) this.pages.set(path, page);
    return page;
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
