import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { existsSync } from 'node:fs';
import { shopUrl } from './api';

/** Debian's Chromium, started the way this workplace's closed network needs (never a downloaded browser). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: install it with \`apt-get install chromium\` (.ci/run does).`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

/** A fresh context (own localStorage) on the local shop, phone-sized or desktop-sized. */
export async function newShopPage(
  browser: Browser,
  size: 'phone' | 'desktop' = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const viewport = size === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 900 };
  const context = await browser.newContext({ baseURL: shopUrl(), viewport });
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

/** One Chromium for the whole test file: launched before its first test, closed after its last. */
export function browserForThisFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is started in beforeAll; use it inside tests and hooks.');
    return browser;
  };
}
