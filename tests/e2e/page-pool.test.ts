import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForThisFile, newShopPage, VIEWPORTS } from '../support/browser';

const browser = browserForThisFile();

/** What a page of the shop's origin remembers of its visitor. */
const remembered = (page: Page) =>
  page.evaluate(() => ({
    local: localStorage.length,
    session: sessionStorage.length,
    cookie: document.cookie,
    initScript: (window as unknown as { leftByInitScript?: boolean }).leftByInitScript ?? false,
  }));

/**
 * The pages browser tests hand on (tests/support/page-pool.ts, decision 0113): the next test gets the same page back
 * as a new visitor's, with the shop's files still in the browser's cache (decision 0115), or a new one when the last
 * test changed what cleaning cannot undo.
 */
describe('the browser tests’ page pool', () => {
  it('hands a closed page on without the last test’s storage, cookies, init scripts, listeners or size', async () => {
    const first = await newShopPage(browser(), 'phone');
    let heard = 0;
    first.page.on('request', () => (heard += 1));
    await first.context.addInitScript(() => {
      (window as unknown as { leftByInitScript: boolean }).leftByInitScript = true;
    });
    await first.page.goto('/about');
    await first.page.evaluate(() => {
      localStorage.setItem('token', 'last test');
      sessionStorage.setItem('seeded', '1');
      document.cookie = 'lang=si; path=/';
    });
    expect(await remembered(first.page)).toEqual({ local: 1, session: 1, cookie: 'lang=si', initScript: true });
    await first.context.close();

    const next = await newShopPage(browser(), 'desktop');
    expect(next.page).toBe(first.page);
    const heardBefore = heard;
    await next.page.goto('/about');
    expect(await remembered(next.page)).toEqual({ local: 0, session: 0, cookie: '', initScript: false });
    expect(await next.context.cookies()).toEqual([]);
    expect(heard).toBe(heardBefore);
    expect(next.page.viewportSize()).toEqual(VIEWPORTS.desktop);
    await next.context.close();
  });

  it('keeps the shop’s files in the browser’s cache for the next test, never its pages or API answers', async () => {
    const first = await newShopPage(browser(), 'desktop');
    await first.page.goto('/beard');
    await first.page.evaluate(() => fetch('/api/v2/products/featured').then((r) => r.json()));
    await first.context.close();

    const next = await newShopPage(browser(), 'desktop');
    expect(next.page).toBe(first.page);
    await next.page.goto('/beard');
    await next.page.evaluate(() => fetch('/api/v2/products/featured').then((r) => r.json()));
    // Bytes that came over the network for each (0: from the cache).
    const transferred = await next.page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const of = (pattern: RegExp) =>
        resources.filter((r) => pattern.test(new URL(r.name).pathname)).map((r) => r.transferSize);
      return {
        page: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).transferSize,
        scripts: of(/^\/assets\/.+\.js$/),
        answers: of(/^\/api\//),
      };
    });
    expect(transferred.page).toBeGreaterThan(0);
    expect(transferred.scripts.length).toBeGreaterThan(0);
    expect(transferred.scripts.filter((bytes) => bytes > 0)).toEqual([]);
    expect(transferred.answers.length).toBeGreaterThan(0);
    expect(transferred.answers.filter((bytes) => bytes === 0)).toEqual([]);
    await next.context.close();
  });

  it('closes a page whose routes it cannot undo, and the next test gets a new one', async () => {
    const routed = await newShopPage(browser(), 'desktop');
    await routed.page.route('**/about', (route) => route.fulfill({ status: 200, body: 'held' }));
    await routed.page.goto('/about');
    await routed.context.close();
    expect(routed.page.isClosed()).toBe(true);

    const next = await newShopPage(browser(), 'desktop');
    expect(next.page).not.toBe(routed.page);
    await next.page.goto('/about');
    expect(await next.page.locator('main h1').textContent()).not.toBe('held');
    await next.context.close();
  });

  it('hands a page closed twice on once: two pages asked for at the same time are two pages', async () => {
    const used = await newShopPage(browser(), 'phone');
    await used.context.close();
    await used.context.close();
    const one = await newShopPage(browser(), 'phone');
    const other = await newShopPage(browser(), 'phone');
    expect(one.page).toBe(used.page);
    expect(other.page).not.toBe(one.page);
    await Promise.all([one.context.close(), other.context.close()]);
  });
});
