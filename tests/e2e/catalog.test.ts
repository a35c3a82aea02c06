import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { seedCatalogue } from '../../infra/local/seed/catalogue';
import { PRICE_BANDS } from '../../shared/rules/catalogue';
import { api, shopUrl } from '../support/api';
import { browserForThisFile, newShopPage } from '../support/browser';
import { signedInCustomer } from '../support/customer-browser';
import { createTestProduct } from '../support/direct';

const browser = browserForThisFile();
let run: string;
/** Products of this file, made through the shop's own create path (other files buy seeded stock concurrently). */
let gallery: { id: number; name: string };
let single: { id: number; name: string };
let soldOut: { id: number; name: string };

beforeAll(async () => {
  run = `${process.pid}-${Date.now().toString(36)}`;
  const made = await Promise.all([
    createTestProduct({
      name: `Gallery Oil ${run}`,
      category: 'Accessories',
      stock: 3,
      price: 2450,
      discount: 15,
      imageCount: 3,
      isNew: true,
    }),
    createTestProduct({ name: `Single Comb ${run}`, category: 'Accessories', stock: 40, price: 800, imageCount: 1 }),
    createTestProduct({ name: `Sold Out Wax ${run}`, category: 'Accessories', stock: 0, price: 750, imageCount: 1 }),
  ]);
  [gallery, single, soldOut] = made.map((p) => ({ id: p.id, name: p.name }));
});

const SEEDED_NAMES = new Set(seedCatalogue.map((p) => p.name));
const isSeeded = (card: { name: string }) => SEEDED_NAMES.has(card.name);

/** Name and price of every card on a category page, as shown. */
async function cardsOf(page: Page): Promise<Array<{ name: string; price: number }>> {
  return page.$$eval('.cat-card', (cards) =>
    cards.map((c) => ({
      name: c.querySelector('.cat-card__name')?.textContent?.trim() ?? '',
      price: Number((c.querySelector('.cat-card__price')?.textContent ?? '').replace(/[^0-9.]/g, '')),
    })),
  );
}

describe('category page', () => {
  it('filters by each price band, keeps the band in the URL and opens a product from its card', async () => {
    const { context, page } = await newShopPage(browser(), 'desktop');
    try {
      // The page first shows the list drawn with it, then the app's fresh answer in its place (other files add Hair
      // products meanwhile): the bands are compared with the list the app answered.
      const answer = page.waitForResponse((r) => r.url().includes('/api/v2/products/filtered_products'));
      await page.goto('/hair');
      await page.getByRole('heading', { level: 1, name: 'Hair' }).waitFor();
      const answered = ((await (await answer).json()) as { data: Array<{ name: string }> }).data.map((p) => p.name);
      await expect.poll(async () => (await cardsOf(page)).map((c) => c.name)).toEqual(answered);
      const all = await cardsOf(page);
      expect(all.length).toBeGreaterThan(0);
      for (const card of all) expect(card.name).not.toBe('');
      await expect(page.getByText(`Showing ${all.length} of ${all.length} products`).isVisible()).resolves.toBe(true);

      const seen: number[] = [];
      for (const band of PRICE_BANDS.filter((b) => b.id !== 'all')) {
        await page.getByLabel(band.label).check();
        await page.waitForURL((url) => url.searchParams.get('price') === band.id);
        const cards = await cardsOf(page);
        for (const card of cards)
          expect(band.test(card.price), `${card.name} at ${card.price} in ${band.label}`).toBe(true);
        expect(cards).toEqual(all.filter((c) => band.test(c.price)));
        const status = page.getByRole('status').filter({ hasText: /^Showing/ });
        await expect(status.textContent()).resolves.toBe(`Showing ${cards.length} of ${all.length} products`);
        seen.push(cards.length);
      }
      // The seeded catalogue has Hair products in every band: each band shows some, never all.
      expect(seen.every((n) => n > 0 && n < all.length)).toBe(true);
      expect(seen.reduce((a, b) => a + b, 0)).toBe(all.length);

      // Reload and back keep the band; All Price drops it from the URL.
      // The reloaded page arrives drawn for /hair; the app then picks the band from the address.
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.locator('.cat-card').first().waitFor();
      await expect.poll(() => page.getByLabel('Over LKR 2000').isChecked()).toBe(true);
      await page.goBack();
      await page.waitForURL((url) => url.searchParams.get('price') === '1000-2000');
      await expect(page.getByLabel('LKR 1000 - LKR 2000').isChecked()).resolves.toBe(true);
      await page.getByLabel('All Price').check();
      await page.waitForURL((url) => !url.searchParams.has('price'));
      // The reload asked the shop again, and other files add and delete Hair products meanwhile: the page shows every
      // product it now has, and the seeded ones are those it showed before.
      const again = await cardsOf(page);
      const status = page.getByRole('status').filter({ hasText: /^Showing/ });
      await expect(status.textContent()).resolves.toBe(`Showing ${again.length} of ${again.length} products`);
      expect(all.filter(isSeeded).length).toBeGreaterThan(0);
      expect(again.filter(isSeeded)).toEqual(all.filter(isSeeded));

      // A click on the card (here its description, not the name) opens the product page. A seeded product's card:
      // another file's product, listed first, may be deleted before its page opens.
      const name = again.find(isSeeded)!.name;
      const card = page.locator('.cat-card').filter({ has: page.getByText(name, { exact: true }) });
      // The name's link covers the card, so the click lands on it wherever the card is pressed.
      await card.locator('.cat-card__description').click({ force: true });
      await page.waitForURL(/\/product\/\d+$/);
      await page.getByRole('heading', { level: 1, name: name.toUpperCase() }).waitFor();
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Hair' }).click();
      await page.waitForURL(/\/hair$/);
    } finally {
      await context.close();
    }
  });

  it('shows tags, the undiscounted price with two decimals and a disabled button for a product out of stock', async () => {
    const { context, page } = await newShopPage(browser(), 'phone');
    try {
      await page.goto('/accessories');
      const card = page.locator('.cat-card').filter({ hasText: gallery.name });
      await card.waitFor();
      await expect(card.locator('.cat-card__price').textContent()).resolves.toBe('LKR 2,450.00');
      await expect(card.getByText('NEW', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(card.getByText('-15%').isVisible()).resolves.toBe(true);
      const out = page.locator('.cat-card').filter({ hasText: soldOut.name });
      await expect(out.getByRole('button', { name: `Add to cart, ${soldOut.name}` }).isDisabled()).resolves.toBe(true);
      await expect(out.getByText('Out of Stock', { exact: true }).isVisible()).resolves.toBe(true);
      // No discount: no sale tag (and no stray 0, contract 7.14).
      await expect(out.locator('.product-tag--sale').count()).resolves.toBe(0);
      await expect(out.locator('.product-tags').textContent()).resolves.toBe('Out of Stock');
    } finally {
      await context.close();
    }
  });
});

describe('product page', () => {
  it('moves through the gallery with wrap-around, thumbnails and arrow keys', async () => {
    const { context, page } = await newShopPage(browser(), 'desktop');
    try {
      await page.goto(`/product/${gallery.id}`);
      const stage = page.locator('.pp-gallery__stage img');
      await stage.waitFor();
      const alt = () => stage.getAttribute('alt');
      await expect(alt()).resolves.toBe(`${gallery.name}, picture 1 of 3`);
      await expect(page.getByRole('button', { name: /^Show picture \d of 3$/ }).count()).resolves.toBe(3);

      await page.getByRole('button', { name: 'Previous picture' }).click();
      await expect(alt()).resolves.toBe(`${gallery.name}, picture 3 of 3`);
      await page.getByRole('button', { name: 'Next picture' }).click();
      await expect(alt()).resolves.toBe(`${gallery.name}, picture 1 of 3`);
      await page.getByRole('button', { name: 'Show picture 2 of 3' }).click();
      await expect(alt()).resolves.toBe(`${gallery.name}, picture 2 of 3`);
      await expect(
        page.getByRole('button', { name: 'Show picture 2 of 3' }).getAttribute('aria-current'),
      ).resolves.toBe('true');
      await page.keyboard.press('ArrowRight');
      await expect(alt()).resolves.toBe(`${gallery.name}, picture 3 of 3`);
      await page.keyboard.press('ArrowRight');
      await expect(alt()).resolves.toBe(`${gallery.name}, picture 1 of 3`);

      // Name upper-cased, tags, and the whole-LKR discount of contract 6.3: 2450 at 15% is 2082.
      await page.getByRole('heading', { level: 1, name: gallery.name.toUpperCase() }).waitFor();
      await expect(page.locator('.pp-price__final').textContent()).resolves.toBe('Now LKR 2,082.00');
      await expect(page.locator('.pp-price__was').textContent()).resolves.toBe('Was LKR 2,450.00');
      await expect(page.locator('.pp-info').getByText('-15%').isVisible()).resolves.toBe(true);

      // One picture: no arrows, no thumbnails.
      await page.goto(`/product/${single.id}`);
      await page.getByRole('heading', { level: 1, name: single.name.toUpperCase() }).waitFor();
      await expect(page.getByRole('button', { name: 'Next picture' }).count()).resolves.toBe(0);
      await expect(page.locator('.pp-gallery__thumbs').count()).resolves.toBe(0);
      await expect(page.getByText('In Stock', { exact: true }).isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  it('keeps the quantity between 1 and the stock, and disables everything out of stock', async () => {
    const { context, page } = await newShopPage(browser(), 'phone');
    try {
      await page.goto(`/product/${gallery.id}`);
      await page.getByText('Only (3 available)').waitFor();
      const qty = page.getByRole('spinbutton', { name: 'Quantity' });
      const plus = page.getByRole('button', { name: 'Increase quantity' });
      const minus = page.getByRole('button', { name: 'Decrease quantity' });
      await expect(minus.isDisabled()).resolves.toBe(true);
      await plus.click();
      await plus.click();
      await expect(qty.inputValue()).resolves.toBe('3');
      await expect(plus.isDisabled()).resolves.toBe(true);
      await minus.click();
      await expect(qty.inputValue()).resolves.toBe('2');

      await qty.fill('9');
      await qty.press('Tab');
      await expect(qty.inputValue()).resolves.toBe('3');
      await qty.fill('0');
      await qty.press('Enter');
      await expect(qty.inputValue()).resolves.toBe('1');
      await qty.fill('2.5');
      await qty.press('Tab');
      await expect(qty.inputValue()).resolves.toBe('2');

      await page.goto(`/product/${soldOut.id}`);
      await page.getByText('Out of Stock', { exact: true }).waitFor();
      await expect(page.getByRole('button', { name: 'Add to cart' }).isDisabled()).resolves.toBe(true);
      await expect(page.getByRole('spinbutton', { name: 'Quantity' }).isDisabled()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  it('says Product not found for an unknown id, and for an id that is not all digits without asking the API', async () => {
    const { context, page } = await newShopPage(browser(), 'desktop');
    try {
      const productCalls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/v2/product/')) productCalls.push(r.url());
      });
      await page.goto('/product/12abc');
      await page.getByRole('alert').filter({ hasText: 'Product not found' }).waitFor();
      expect(productCalls).toEqual([]);
      // Opened directly, the page arrives drawn with the server's 404 and keeps it: no second call, and no error
      // logged but the browser's own note on the document's status.
      const consoleErrors: string[] = [];
      page.on('console', (m) => {
        if (
          m.type() === 'error' &&
          !m.text().startsWith('Failed to load resource: the server responded with a status of 404')
        )
          consoleErrors.push(m.text());
      });
      await page.goto('/product/987654321');
      await page.getByRole('alert').filter({ hasText: 'Product not found' }).waitFor();
      await page.getByRole('heading', { level: 1, name: 'Product not found' }).waitFor();
      await expect.poll(() => page.title()).toBe('Product not found | Kesara Grooming Co.');
      await page.waitForLoadState('networkidle');
      expect(productCalls).toEqual([]);
      expect(consoleErrors).toEqual([]);
      // Reached inside the app, the page asks the API.
      await page.evaluate(() => {
        history.pushState(null, '', '/product/987654322');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.getByRole('alert').filter({ hasText: 'Product not found' }).waitFor();
      await expect.poll(() => productCalls).toEqual([`${shopUrl()}/api/v2/product/987654322`]);
    } finally {
      await context.close();
    }
  });
});

describe('Add to cart and the wishlist heart', () => {
  it("add to a signed-out shopper's browser cart, and the heart sends them to /signin, remembering the page", async () => {
    const { context, page } = await newShopPage(browser(), 'desktop');
    try {
      await page.goto(`/product/${single.id}`);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByText('Product added to cart successfully!').waitFor();
      expect(page.url()).toMatch(new RegExp(`/product/${single.id}$`));
      const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('guest-cart') ?? 'null')?.state?.lines);
      expect(kept).toEqual([{ product_id: single.id, variant_id: null, quantity: 1 }]);

      await page.goto('/accessories?price=under-1000');
      const card = page.locator('.cat-card').filter({ hasText: single.name });
      await card.getByRole('button', { name: `Add ${single.name} to wishlist` }).click();
      await page.waitForURL(/\/signin$/);
      await expect(page.evaluate(() => (history.state?.usr as { from?: string } | undefined)?.from)).resolves.toBe(
        '/accessories?price=under-1000',
      );
    } finally {
      await context.close();
    }
  });

  it('add to the cart for a signed-in customer, and the heart toggles the wishlist with one wishlist load per page', async () => {
    const { customer, context, page } = await signedInCustomer(browser(), 'desktop', 'Ruwan Jayasinghe');
    try {
      await page.goto(`/product/${gallery.id}`);
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByText('Product added to cart successfully!').waitFor();
      const cart = await api('/v2/cart', { token: customer.token });
      expect(cart.body.data.map((l: any) => [l.product_id, l.quantity])).toEqual([[gallery.id, 2]]);
      // Two more would exceed the stock of 3: the server's 400 message is shown.
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByRole('alert').waitFor();
      await expect(page.getByText('Product added to cart successfully!').count()).resolves.toBe(0);

      // Each load is kept with the page that asked (its Referer): on a slow machine the category page's confirming
      // load can still leave after the next page view started, and it is not that page's.
      const wishlistLoads: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'GET' && r.url().endsWith('/api/v2/wishlist')) wishlistLoads.push(r.headers()['referer']);
      });
      const loadsFrom = (path: string) => wishlistLoads.filter((from) => from?.endsWith(path)).length;
      await page.goto('/accessories');
      const card = page.locator('.cat-card').filter({ hasText: single.name });
      const heart = card.getByRole('button', { name: `Add ${single.name} to wishlist` });
      await heart.waitFor();
      await expect(heart.getAttribute('aria-pressed')).resolves.toBe('false');
      // One load for this page view (a change made on it may confirm itself with one more, which is not counted).
      await expect.poll(() => loadsFrom('/accessories')).toBe(1);
      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
      await expect
        .poll(async () =>
          (await api('/v2/wishlist', { token: customer.token })).body.data.map((e: any) => e.product.id),
        )
        .toEqual([single.id]);

      // The next page view loads the wishlist again (once) and shows the heart filled.
      wishlistLoads.length = 0;
      await page.goto(`/product/${single.id}`);
      const pageHeart = page.getByRole('button', { name: 'Wishlist' });
      await expect.poll(() => pageHeart.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => loadsFrom(`/product/${single.id}`)).toBe(1);
      await pageHeart.click();
      await page.getByText('Removed from wishlist').waitFor();
      await expect.poll(async () => (await api('/v2/wishlist', { token: customer.token })).body.data).toEqual([]);

      // The card's Add to cart says so for 3 s.
      await page.goto('/accessories');
      await card.getByRole('button', { name: `Add to cart, ${single.name}` }).click();
      await card.getByText('Added to Cart!').waitFor();
    } finally {
      await context.close();
    }
  });

  it('tell a signed-in admin that only customer accounts can shop', async () => {
    const { adminEmail, adminPassword } = inject('shop');
    const login = await api('/v2/login', { method: 'POST', body: { email: adminEmail, password: adminPassword } });
    expect(login.status).toBe(200);
    const { context, page } = await newShopPage(browser(), 'desktop');
    try {
      await context.addInitScript(
        ([t, u]) => {
          localStorage.setItem('token', t);
          localStorage.setItem('user', u);
        },
        [login.body.access_token, JSON.stringify(login.body.user)] as const,
      );
      await page.goto(`/product/${single.id}`);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByText('Only customer accounts can shop. Sign in with a customer account.').waitFor();
      expect(new URL(page.url()).pathname).toBe(`/product/${single.id}`);
    } finally {
      await context.close();
    }
  });
});
