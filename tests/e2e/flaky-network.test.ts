import { describe, expect, it } from 'vitest';
import { shopUrl } from '../support/api';
import { browserForThisFile, newShopPage } from '../support/browser';

const browser = browserForThisFile();

describe('a flaky phone network', () => {
  it("asks again for a page's stylesheet that failed, so the page opened inside the app is styled", async () => {
    const { context, page } = await newShopPage(browser(), 'phone');
    try {
      await page.goto('/about');
      const requests: string[] = [];
      let failures = 0;
      // The category page's own stylesheet fails once, as on a dropped connection.
      await page.route(/\/assets\/CategoryPage-[^/]+\.css$/, async (route) => {
        requests.push(route.request().url());
        if (failures++ === 0) return route.abort('connectionreset');
        return route.continue();
      });
      await page.evaluate(() => {
        history.pushState(null, '', '/beard');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      const header = page.locator('.cat-header');
      await header.waitFor();
      // The header's light text on its dark band comes from that stylesheet.
      await expect.poll(() => header.evaluate((e) => getComputedStyle(e).color)).toBe('rgb(241, 234, 217)');
      expect(requests.length).toBe(2);
    } finally {
      await context.close();
    }
  });

  it('keeps a server-drawn page readable, with a notice and Try again, when its code cannot be loaded even on a retry', async () => {
    // Not newShopPage: its goto waits for the app to take the page over, which is what fails here.
    const context = await browser().newContext({ baseURL: shopUrl(), viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      let attempts = 0;
      await page.route(/\/assets\/AboutPage-[^/]+\.js$/, (route) => {
        attempts += 1;
        return route.abort('connectionreset');
      });
      await page.goto('/about');
      const notice = page.getByRole('alert').filter({
        hasText:
          'This page could not be fully loaded, so its buttons may not work. Please check your connection and try again.',
      });
      await notice.waitFor();
      expect(attempts).toBeGreaterThanOrEqual(2);
      // The page drawn by the server is still there, and the error page is not.
      await expect(page.getByRole('heading', { level: 1 }).first().isVisible()).resolves.toBe(true);
      await expect(page.getByText('Something went wrong').count()).resolves.toBe(0);
      await expect(page.locator('html[data-hydrated]').count()).resolves.toBe(0);

      // The network is back: Try again loads the page afresh, and the app takes it over.
      await page.unroute(/\/assets\/AboutPage-[^/]+\.js$/);
      await notice.getByRole('button', { name: 'Try again' }).click();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await expect(notice.count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});
