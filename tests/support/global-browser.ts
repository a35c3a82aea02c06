import { chromium, type BrowserServer } from 'playwright-core';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { oncePerRun } from './once-per-run';

/** Debian's Chromium, started the way this workplace's closed network needs (never a downloaded browser). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The one Chromium of the run (Playwright's WebSocket address), or '' when this machine has none. */
    browserEndpoint: string;
  }
}

/**
 * One Chromium for the whole run: each browser test file connects to it (tests/support/browser.ts) and works in
 * contexts of its own, which Playwright closes when the file disconnects. Launching one per file cost a browser
 * start per file; without Chromium the run goes on and only the browser files fail, saying how to install it.
 */
const launch = () =>
  chromium.launchServer({
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

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) {
    project.provide('browserEndpoint', '');
    return;
  }
  // Every shop project (vitest.config.ts) shares the one Chromium.
  const browser = oncePerRun<BrowserServer>('chromium', launch, (server) => server.close());
  project.provide('browserEndpoint', (await browser.value).wsEndpoint());
  return browser.release;
}
