import { describe, expect, it } from 'vitest';
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
});
