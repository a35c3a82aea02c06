import type { Page } from 'playwright-core';

/**
 * Resolves once the page has drawn two more frames: whatever a press, a hydration or newly shown content set off in
 * the page (its handlers, React's effects, the layout it caused and the shifts it reports) has happened by then. For
 * checking that something did not happen, instead of waiting a fixed time.
 */
export const afterTwoFrames = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
