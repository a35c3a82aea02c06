import { describe, expect, it } from 'vitest';
import { browserForThisFile } from '../support/browser';
import { signedInCustomer } from '../support/customer-browser';
import { afterTwoFrames } from '../support/frames';

const browser = browserForThisFile();

/** The layout shift of a page opened with every API answer held back `delayMs` (a slow phone network), once its content is in. */
async function shiftWithASlowApi(
  page: import('playwright-core').Page,
  path: string,
  content: RegExp,
  delayMs = 1500,
): Promise<number> {
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) w.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await page.getByText(content).first().waitFor({ timeout: 15_000 });
  // Every picture on the screen in (an unsized one arriving late would move what is below it), then its frames drawn.
  await page.waitForFunction(() =>
    [...document.images].every((img) => img.complete || img.getBoundingClientRect().top >= window.innerHeight),
  );
  await afterTwoFrames(page);
  return page.evaluate(() => (window as unknown as { shifts: number }).shifts);
}

describe('pages that wait for their data do not jump when it arrives (a slow phone network)', () => {
  it.each([
    ['/wishlist', /Your wishlist is empty/],
    ['/profile', /Save Changes/],
    ['/search?q=oil', /result/i],
  ])('%s shifts no more than 0.05', async (path, content) => {
    const { context, page } = await signedInCustomer(browser(), 'phone', 'Slow Network');
    try {
      expect(await shiftWithASlowApi(page, path, content)).toBeLessThanOrEqual(0.05);
    } finally {
      await context.close();
    }
  });
});
