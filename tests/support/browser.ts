import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { shopUrl } from './api';
import { CHROMIUM } from './global-browser';
import { isWaitingInPool, pageFromPool } from './page-pool';

/**
 * The run's one Chromium (tests/support/global-browser.ts), connected once per worker process: kept on `globalThis`,
 * which outlives the module registry vitest renews for each isolated file, so the pages a file hands on
 * (tests/support/page-pool.ts) serve the worker's next files too.
 */
const WORKER_BROWSER = Symbol.for('kesara.tests.browser');
type WithBrowser = typeof globalThis & { [WORKER_BROWSER]?: Promise<Browser> };

async function connectBrowser(): Promise<Browser> {
  const shared = globalThis as WithBrowser;
  const connected = await shared[WORKER_BROWSER]?.catch(() => undefined);
  if (connected?.isConnected()) return connected;
  const endpoint = inject('browserEndpoint');
  if (!endpoint)
    throw new Error(`Chromium not found at ${CHROMIUM}: install it with \`apt-get install chromium\` (.ci/run does).`);
  shared[WORKER_BROWSER] = chromium.connect(endpoint);
  return shared[WORKER_BROWSER];
}

/** The two screens the browser tests use: a phone's and a desktop's. */
export const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;

/**
 * A new visitor's page on the local shop (or another gateway on it, `baseURL`), phone-sized or desktop-sized:
 * the page an earlier test closed, cleaned (tests/support/page-pool.ts), or a new context's.
 */
export function newShopPage(
  browser: Browser,
  size: 'phone' | 'desktop' = 'desktop',
  baseURL = shopUrl(),
): Promise<{ context: BrowserContext; page: Page }> {
  return pageFromPool(browser, baseURL, VIEWPORTS[size], gotoWaitsForTheApp);
}

/**
 * After each `goto` to one of the shop's pages, waits until the app has taken the page over (the page marks
 * `<html data-hydrated>`): a server-drawn page shows its buttons before React has hydrated them, and a test that
 * presses one earlier tests the race, not the button.
 */
function gotoWaitsForTheApp(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (await page.locator('#root').count())
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    return response;
  };
}

/**
 * The run's Chromium for this test file. After its last test, every context it left open is closed (a page of the
 * pool is cleaned and kept instead), so nothing of one file runs on in the next one's time.
 */
export function browserForThisFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    for (const context of browser?.contexts() ?? []) if (!isWaitingInPool(context)) await context.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is started in beforeAll; use it inside tests and hooks.');
    return browser;
  };
}
