import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from '../../shared/content/public-pages';
import { ADD_TO_CART_TEXT } from '../../web/src/features/shopping/add-to-cart-texts';
import { api, shopUrl } from '../support/api';
import { browserForThisFile, newShopPage } from '../support/browser';
import { productInStock, signedInCustomer } from '../support/customer-browser';
import { createTestProduct } from '../support/direct';

const browser = browserForThisFile();

/**
 * Watches a page as it arrives: every console error and uncaught error (a hydration mismatch is reported as one),
 * the layout shifts (CLS), and the server's `<main>` element, kept before any script runs, so the test can tell
 * hydration (the element is kept) from a fresh client render (it is replaced).
 */
async function watch(context: BrowserContext, page: Page) {
  const errors: string[] = [];
  let apiCalls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/')) apiCalls++;
  });
  const done = (r: { url(): string }) => {
    if (r.url().includes('/api/')) apiCalls--;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('console', (m) => {
    // The contact page checks whether the map's host answers; this closed network cannot resolve it.
    if (m.type() === 'error' && !m.text().includes('net::ERR_NAME_NOT_RESOLVED')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await context.addInitScript(() => {
    const w = window as unknown as {
      serverMain?: Element | null;
      serverProductLinks?: string;
      serverChecked?: string;
      shifts: number;
    };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) w.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    // "interactive" comes when parsing ends, before module scripts run.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      w.serverMain = document.getElementById('main');
      w.serverProductLinks = [...document.querySelectorAll('a[href^="/product/"]')]
        .map((a) => a.getAttribute('href'))
        .join(' ');
      w.serverChecked = [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked')]
        .map((radio) => radio.value)
        .join(' ');
    });
  });
  return {
    errors,
    pending: () => apiCalls,
    hydrated: () =>
      page.evaluate(() => {
        const w = window as unknown as { serverMain?: Element | null };
        return Boolean(w.serverMain) && w.serverMain === document.getElementById('main');
      }),
    shifts: () => page.evaluate(() => (window as unknown as { shifts: number }).shifts),
    /** The radios the server's HTML had checked, before any script ran. */
    serverChecked: () => page.evaluate(() => (window as unknown as { serverChecked?: string }).serverChecked),
    /** Whether the page lists other products, or in another order, than the server drew (the catalogue changed). */
    listChanged: () =>
      page.evaluate(() => {
        const w = window as unknown as { serverProductLinks?: string };
        return (
          w.serverProductLinks !==
          [...document.querySelectorAll('a[href^="/product/"]')].map((a) => a.getAttribute('href')).join(' ')
        );
      }),
  };
}

/** Until the page's own reads (the shop's API) have come back and been drawn; outside hosts (the map) are not awaited. */
async function settle(page: Page, pending: () => number) {
  await page.waitForLoadState('load');
  for (let quiet = 0; quiet < 3;) {
    await page.waitForTimeout(150);
    quiet = pending() === 0 ? quiet + 1 : 0;
  }
}

describe('HTML-first pages in Chromium', () => {
  it.each(['phone', 'desktop'] as const)(
    'every public page hydrates on a %s without an error, keeps the server’s elements and shifts no more than 0.05',
    async (size) => {
      const featured = (await api('/v2/products/featured', { method: 'POST' })).body.data.Beard as Array<{
        id: number;
      }>;
      // Three pages at once, each in a browser context of its own: a page's shifts are its own.
      const paths = [...PUBLIC_PAGE_PATHS, `/product/${featured[0].id}`];
      const next = () => paths.shift();
      const measureEach = async () => {
        for (let path = next(); path !== undefined; path = next()) {
          for (let attempt = 1; ; attempt++) {
            const { context, page } = await newShopPage(browser(), size);
            try {
              const seen = await watch(context, page);
              await page.goto(path);
              await settle(page, seen.pending);
              expect(seen.errors, `${size} ${path}`).toEqual([]);
              expect(await seen.hydrated(), `${size} ${path}`).toBe(true);
              // Other test files add products as this runs; a list that changed between the drawing and the fresh
              // read moves the cards below it. The shop draws its pages again after such a change (it follows the
              // table's stream): the page is measured again once that is done, as the budget is for a current page.
              if (attempt < 4 && (await seen.listChanged())) {
                await new Promise((drawn) => setTimeout(drawn, 2500));
                continue;
              }
              expect(await seen.shifts(), `${size} ${path}`).toBeLessThanOrEqual(0.05);
              break;
            } finally {
              await context.close();
            }
          }
        }
      };
      await Promise.all([measureEach(), measureEach(), measureEach()]);
    },
    120_000,
  );

  it('a page opened from a shared link or an ad (?fbclid=, utm_...) is hydrated too, not drawn afresh', async () => {
    const { context, page } = await newShopPage(browser(), 'phone');
    try {
      const seen = await watch(context, page);
      await page.goto('/beard?fbclid=IwAR0shared&utm_source=facebook&utm_medium=social');
      await settle(page, seen.pending);
      expect(await seen.hydrated()).toBe(true);
      expect(seen.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a product page opened from a shared link to a size (?variant=) arrives drawn on that size, is hydrated and shifts nothing', async () => {
    const tee = await createTestProduct({
      name: `Shared Size Tee ${process.pid}-${Date.now()}`,
      category: 'Apparel',
      price: 2450,
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { options: { Size: 'S' }, sku: `SHARED-${process.pid}-${Date.now()}-S`, stock: 9 },
        { options: { Size: 'M' }, sku: `SHARED-${process.pid}-${Date.now()}-M`, stock: 2, price: 2650, discount: 10 },
      ],
    });
    const medium = (await api(`/v2/product/${tee.id}`)).body.data.variants[1].id as number;
    const { context, page } = await newShopPage(browser(), 'phone');
    try {
      const seen = await watch(context, page);
      await page.goto(`/product/${tee.id}?variant=${medium}&utm_source=whatsapp`);
      await settle(page, seen.pending);
      // The server drew the size (its stored page, decision 0055): M is checked before the app starts.
      expect(await seen.serverChecked()).toBe('M');
      await expect(page.getByRole('radio', { name: 'M', exact: true }).isChecked()).resolves.toBe(true);
      expect(await page.locator('.pp-stock').textContent()).toBe('Only (2 available)');
      expect(await page.locator('.pp-price__final').textContent()).toBe('Now LKR 2,385.00');
      expect(await seen.hydrated()).toBe(true);
      expect(seen.errors).toEqual([]);
      expect(await seen.shifts()).toBeLessThanOrEqual(0.05);
    } finally {
      await context.close();
    }
  });

  it('a hydrated product page still adds to the cart, and the signed-in navigation appears', async () => {
    const product = await productInStock('Beard', 3);
    const { context, page } = await signedInCustomer(browser(), 'desktop');
    try {
      const seen = await watch(context, page);
      await page.goto(`/product/${product.id}`);
      await page.getByRole('link', { name: 'WISHLIST', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByText(ADD_TO_CART_TEXT.added).waitFor();
      expect(await seen.hydrated()).toBe(true);
      expect(seen.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each([
    [0, 'phone'],
    [0, 'desktop'],
  ] as const)(
    '/cart arrives drawn in its loading state (noindex, no cart in it), then shows a guest cart of %i lines on a %s with no error and no shift',
    async (count, size) => {
      const html = await (await fetch(`${shopUrl()}/cart`)).text();
      expect(html).toContain('Loading your cart...');
      expect(html).toContain('<meta name="robots" content="noindex" />');
      const first = await productInStock('Beard', 2);
      const second = await productInStock('Beard', 2, (p) => p.id !== first.id);
      const { context, page } = await newShopPage(browser(), size);
      try {
        for (const product of [first, second].slice(0, count)) {
          await page.goto(`/product/${product.id}`);
          await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
          await page.getByText(ADD_TO_CART_TEXT.added).waitFor();
        }
        const seen = await watch(context, page);
        await page.goto('/cart');
        await settle(page, seen.pending);
        if (count) await expect.poll(() => page.locator('.cart-line').count()).toBe(count);
        else await page.getByText('Your cart is empty.').waitFor();
        expect(seen.errors).toEqual([]);
        expect(await seen.hydrated()).toBe(true);
        expect(await seen.shifts()).toBe(0);
      } finally {
        await context.close();
      }
    },
    60_000,
  );

  // A shopper reaches a search page from the box of another page, so a Sinhala one finds its font in the browser's
  // cache: the Sinhala page is opened after another Sinhala page, and then shifts nothing either. (Arriving with no
  // font at all, on a machine without a Sinhala one, its words move when the font swaps in: decision 0103 holds the
  // home's words for that; a search page is not where a visit starts.)
  it.each([
    ['/search?q=beard%20oil', ''],
    ['/si/search?q=%E0%B7%83%E0%B6%B3%E0%B7%94%E0%B6%B1%E0%B7%8A', '/si/about'],
  ])(
    '%s arrives drawn with its results and the app takes it over with no error and no shift; a new search from its box shows its own results',
    async (path, pageBefore) => {
      const { context, page } = await newShopPage(browser(), 'phone');
      try {
        if (pageBefore) {
          await page.goto(pageBefore);
          await page.evaluate(() => document.fonts.ready);
        }
        const seen = await watch(context, page);
        await page.goto(path);
        await settle(page, seen.pending);
        expect(await seen.hydrated()).toBe(true);
        expect(seen.errors).toEqual([]);
        expect(await seen.shifts()).toBe(0);
        await expect(page.locator('.search-grid > li').count()).resolves.toBeGreaterThan(0);
        const box = page.locator('.search-page__box');
        await box.getByRole('searchbox').fill('sandalwood');
        await box.getByRole('button').click();
        await page.waitForURL(/q=sandalwood$/);
        await page.locator('.search-count').filter({ hasText: 'sandalwood' }).waitFor();
      } finally {
        await context.close();
      }
    },
  );

  it('the guards still redirect from a hydrated page: the wishlist heart and /wishlist without a session go to /signin, /cart opens', async () => {
    const { context, page } = await newShopPage(browser(), 'phone');
    try {
      await page.goto('/beard');
      await page
        .locator('.cat-card')
        .first()
        .getByRole('button', { name: /to wishlist$/ })
        .click();
      await page.waitForURL('**/signin');
      await page.goto('/wishlist');
      await page.waitForURL('**/signin');
      // The cart opens signed out (issue 32).
      await page.goto('/cart');
      await page.getByRole('heading', { name: 'Shopping cart' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/cart');
    } finally {
      await context.close();
    }
  });

  it('hydration brings what changed since the page was drawn', async () => {
    // The page as drawn before the product existed is what the browser gets (the shop would draw it again a moment
    // after the write), so only the browser's fresh read can show the product.
    const drawnBefore = await (await fetch(`${shopUrl()}/accessories`)).text();
    const product = await createTestProduct({ name: `Fresh After Hydration ${Date.now()}`, category: 'Accessories' });
    expect(drawnBefore).not.toContain(product.name);
    const { context, page } = await newShopPage(browser(), 'desktop');
    try {
      const seen = await watch(context, page);
      await page.route('**/accessories', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: drawnBefore }),
      );
      await page.goto('/accessories');
      await page.getByRole('link', { name: product.name }).waitFor();
      expect(await seen.hydrated()).toBe(true);
      expect(seen.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
