import type { Page } from 'playwright-core';
import { shopUrl } from './api';

/** The app's entry script, the one the page needs before anything hydrates. */
export const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;

/**
 * Opens a server-drawn page with the app's code held back (a slow phone network), until `release` is called: the
 * page is drawn and its buttons show, but nothing has hydrated them yet. Navigates through the frame, not the
 * tests' `page.goto`, which would wait for the app.
 */
export async function openWithTheAppHeld(page: Page, path: string, heldScript = ENTRY_SCRIPT): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(heldScript, async (route) => {
    await held;
    await route.continue();
  });
  await page.mainFrame().goto(shopUrl() + path, { waitUntil: 'commit' });
  await page.waitForFunction(() => Array.isArray((window as { shopEarlyPresses?: unknown }).shopEarlyPresses));
  return release;
}

export const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
