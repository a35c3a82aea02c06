import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { shopUrl } from './api';
import { CHROMIUM } from './global-browser';

/** Connects to the run's one Chromium (tests/support/global-browser.ts); closing the connection closes its contexts. */
async function connectBrowser(): Promise<Browser> {
  const endpoint = inject('browserEndpoint');
  if (!endpoint)
    throw new Error(`Chromium not found at ${CHROMIUM}: install it with \`apt-get install chromium\` (.ci/run does).`);
  return chromium.connect(endpoint);
}

/** The two screens the browser tests use: a phone's and a desktop's. */
export const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;

/** A fresh context (own localStorage) on the local shop (or another gateway on it, `baseURL`), phone-sized or desktop-sized. */
export async function newShopPage(
  browser: Browser,
  size: 'phone' | 'desktop' = 'desktop',
  baseURL = shopUrl(),
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORTS[size] });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  gotoWaitsForTheApp(page);
  return { context, page };
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

/** The run's Chromium for this test file: connected before its first test, disconnected after its last. */
export function browserForThisFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is started in beforeAll; use it inside tests and hooks.');
    return browser;
  };
}
