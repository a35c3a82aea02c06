import type { Browser, BrowserContext, Disposable, Page } from 'playwright-core';

/**
 * Browser pages the browser tests hand on to each other (decision 0113). A new context's first page costs Chromium a
 * renderer process and the app's scripts compiled from nothing: about 1.6 CPU-seconds until the app has hydrated,
 * against 0.4 for the same load in a page that was used before and cleaned (0.6 when its cache was emptied too). So a
 * test's `context.close()` cleans its page instead of closing it, and the next test (of this file or the worker's next
 * file) that asks for a page of the same shop gets it back: a new visitor's page again (no cookies, no local or session
 * storage, no init scripts, no listeners of the test's), in the size it asks for. What a page keeps is its history (a
 * test counts steps from its arrival) and the browser's HTTP cache of the shop's files (decision 0115): the app's
 * hashed scripts and styles, fonts and pictures, which never change at their address; the shop's pages and API answers
 * are not kept (`no-cache`, `no-store`). A test about a first visit's network empties the cache itself
 * (`Network.clearBrowserCache`).
 *
 * What cannot be undone cleanly makes the page close for real: routes, offline mode, permissions, extra headers,
 * exposed functions, media emulation, a fake clock, DevTools sessions; so does a page the test closed itself, or a
 * clean-up that fails.
 */
export interface PooledPage {
  context: BrowserContext;
  page: Page;
}

/** Methods after which a page is not handed on: what they change is not part of what the clean-up resets. */
const CONTEXT_CHANGES = [
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'setOffline',
  'grantPermissions',
  'setGeolocation',
  'setExtraHTTPHeaders',
  'setHTTPCredentials',
  'exposeBinding',
  'exposeFunction',
  // DevTools commands (network throttling, emulation) stay with the page.
  'newCDPSession',
] as const;
const PAGE_CHANGES = [
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'setExtraHTTPHeaders',
  'exposeBinding',
  'exposeFunction',
  'emulateMedia',
] as const;
const CLOCK_CHANGES = ['install', 'setFixedTime', 'setSystemTime', 'pauseAt', 'runFor', 'fastForward'] as const;

/** A page's default wait for an element or a navigation in the shop's browser tests (Playwright's own is 30 s). */
const PAGE_TIMEOUT_MS = 15_000;

/** A same-origin document that starts nothing: the page waits there, its storage reachable, until it is used again. */
const RESTING_PATH = '/favicon.svg';

interface Entry extends PooledPage {
  baseURL: string;
  /** Held by a test: false from its `context.close()` on, so a second close does not hand the page on twice. */
  inUse: boolean;
  changed: boolean;
  initScripts: Disposable[];
  reallyClose: () => Promise<void>;
  /** The listeners Playwright itself had on the context and page when they were made. */
  ownListeners: Set<unknown>;
}

/**
 * The pages waiting for a next test, by the browser connection (one per worker process, tests/support/browser.ts) and
 * the shop's address; on `globalThis`, like the connection, so a worker's next file finds them.
 */
const WAITING = Symbol.for('kesara.tests.waiting-pages');
type WithPool = typeof globalThis & { [WAITING]?: WeakMap<Browser, Entry[]> };
const waiting = ((globalThis as WithPool)[WAITING] ??= new WeakMap<Browser, Entry[]>());

/** Whether the context is one of the pool's, waiting for a next test (it has nothing of an earlier test left). */
export function isWaitingInPool(context: BrowserContext): boolean {
  const browser = context.browser();
  return Boolean(browser && waiting.get(browser)?.some((entry) => entry.context === context));
}

/** Replaces `target[name]` with a version that does what the method did and then passes its result to `after`. */
function wrap<T extends object>(target: T, name: string, after: (result: unknown) => void): void {
  const original = (target as Record<string, unknown>)[name];
  if (typeof original !== 'function') return;
  (target as Record<string, unknown>)[name] = (...args: unknown[]) => {
    const result: unknown = original.apply(target, args);
    after(result);
    return result;
  };
}

/** A context's or page's events: their emitters have Node's methods, which Playwright's types leave out. */
type Emitter = Pick<NodeJS.EventEmitter, 'eventNames' | 'listeners' | 'off'>;
const emitterOf = (target: BrowserContext | Page) => target as unknown as Emitter;

/** Every listener on a context's or page's events. */
const listenersOf = (target: BrowserContext | Page): unknown[] =>
  emitterOf(target)
    .eventNames()
    .flatMap((event) => emitterOf(target).listeners(event));

/**
 * Removes the listeners added since the context and page were made, one by one: removing every listener of an event
 * would take Playwright's own (a closed context's promise waits on one).
 */
function removeAddedListeners(entry: Entry): void {
  for (const emitter of [emitterOf(entry.context), emitterOf(entry.page)])
    for (const event of emitter.eventNames())
      for (const listener of emitter.listeners(event))
        if (!entry.ownListeners.has(listener)) emitter.off(event, listener as (...args: unknown[]) => void);
}

/** Watches what the test does to its context and page, and turns `context.close()` into handing the page on. */
function pooled(browser: Browser, baseURL: string, context: BrowserContext, page: Page): Entry {
  const reallyClose = context.close.bind(context);
  const ownListeners = new Set([...listenersOf(context), ...listenersOf(page)]);
  const entry: Entry = {
    context,
    page,
    baseURL,
    inUse: true,
    changed: false,
    initScripts: [],
    reallyClose,
    ownListeners,
  };
  const markChanged = () => (entry.changed = true);
  for (const name of CONTEXT_CHANGES) wrap(context, name, markChanged);
  for (const name of PAGE_CHANGES) wrap(page, name, markChanged);
  for (const name of CLOCK_CHANGES) {
    wrap(context.clock, name, markChanged);
    wrap(page.clock, name, markChanged);
  }
  const keepInitScript = (result: unknown) =>
    void (result as Promise<Disposable>).then((script) => entry.initScripts.push(script), markChanged);
  wrap(context, 'addInitScript', keepInitScript);
  wrap(page, 'addInitScript', keepInitScript);
  context.close = () => handOn(browser, entry);
  return entry;
}

/**
 * Cleans the page for a new visitor (the shop's files stay in its cache) and keeps it for a next test; closes it when
 * that cannot be.
 */
async function handOn(browser: Browser, entry: Entry): Promise<void> {
  const { context, page } = entry;
  if (!entry.inUse) return;
  entry.inUse = false;
  if (entry.changed || page.isClosed()) return entry.reallyClose();
  try {
    for (const other of context.pages()) if (other !== page) await other.close();
    await Promise.all(entry.initScripts.splice(0).map((script) => script.dispose()));
    removeAddedListeners(entry);
    // Away from the test's last page first, so nothing it still runs writes storage after the clean-up.
    await page.goto(RESTING_PATH, { timeout: 10_000 });
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await context.clearCookies();
  } catch {
    await entry.reallyClose();
    return;
  }
  const list = waiting.get(browser) ?? [];
  list.push(entry);
  waiting.set(browser, list);
}

/**
 * A page for a new visitor of `baseURL`: one an earlier test handed on, or a new context's first page.
 * `setUp` runs on a new page only (what every page of the pool keeps: the wait for the app after each `goto`).
 */
export async function pageFromPool(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number },
  setUp: (page: Page) => void,
): Promise<PooledPage> {
  const list = waiting.get(browser) ?? [];
  // The last one handed on first: the next test of the same file gets the page its last test closed.
  const index = list.findLastIndex((entry) => entry.baseURL === baseURL);
  if (index >= 0) {
    const [entry] = list.splice(index, 1);
    const { context, page } = entry!;
    entry!.inUse = true;
    await page.setViewportSize(viewport);
    // What a test may have changed, back to a new page's: Playwright's 30 s for the context, ours for the page.
    context.setDefaultTimeout(30_000);
    page.setDefaultTimeout(PAGE_TIMEOUT_MS);
    page.setDefaultNavigationTimeout(PAGE_TIMEOUT_MS);
    return { context, page };
  }
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  setUp(page);
  pooled(browser, baseURL, context, page);
  return { context, page };
}
