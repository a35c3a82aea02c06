import { describe, expect, it } from 'vitest';
import { api, localMail } from '../support/api';
import { hydrated, openWithTheAppHeld } from '../support/app-held';
import { browserForThisFile, newShopPage } from '../support/browser';
import { productInStock, signedInCustomer } from '../support/customer-browser';
import { createTestProduct } from '../support/direct';
import { afterTwoFrames } from '../support/frames';

const browser = browserForThisFile();

/** The customer's cart as [product id, quantity] pairs, read from the API. */
async function cartOf(token: string): Promise<number[][]> {
  const lines = (await api('/v2/cart', { token })).body.data as Array<{ product_id: number; quantity: number }>;
  return lines.map((line) => [line.product_id, line.quantity]);
}

describe('a press before the app has taken the page over (slow phone network)', () => {
  it('the quantity raised twice and Add to cart pressed twice before hydration add 3 units once, after the app has started', async () => {
    const { customer, context, page } = await signedInCustomer(browser(), 'phone', 'Ruwan Early');
    try {
      const product = await productInStock('Beard', 5);
      const release = await openWithTheAppHeld(page, `/product/${product.id}`);
      const more = page.getByRole('button', { name: 'Increase quantity' });
      await more.click();
      await more.click();
      const addToCart = page.getByRole('button', { name: 'Add to cart', exact: true });
      await addToCart.click();
      await addToCart.click();
      expect(await hydrated(page)).toBe(false);
      expect(await cartOf(customer.token)).toEqual([]);

      release();
      await page.getByText('Product added to cart successfully!').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await cartOf(customer.token)).toEqual([[product.id, 3]]);
    } finally {
      await context.close();
    }
  });

  it('a size chosen and Add to cart pressed before hydration add that size, once the app has started', async () => {
    const { customer, context, page } = await signedInCustomer(browser(), 'phone', 'Hasini Early');
    try {
      const code = `EARLY-${process.pid}-${Date.now()}`;
      const tee = await createTestProduct({
        name: `Early Tee ${code}`,
        category: 'Apparel',
        options: [{ name: 'Size', values: ['S', 'M'] }],
        variants: [
          { options: { Size: 'S' }, sku: `${code}-S`, stock: 5 },
          { options: { Size: 'M' }, sku: `${code}-M`, stock: 5 },
        ],
      });
      const medium = (await api(`/v2/product/${tee.id}`)).body.data.variants[1].id as number;
      const release = await openWithTheAppHeld(page, `/product/${tee.id}`);
      // A radio button works without the app: the browser checks it.
      await page.getByRole('radio', { name: 'M', exact: true }).check();
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      expect(await hydrated(page)).toBe(false);

      release();
      await page.getByText('Product added to cart successfully!').waitFor();
      const lines = (await api('/v2/cart', { token: customer.token })).body.data as Array<{ variant_id: number }>;
      expect(lines.map((l) => l.variant_id)).toEqual([medium]);
      expect(new URL(page.url()).search).toBe(`?variant=${medium}`);
    } finally {
      await context.close();
    }
  });

  it('with the app started but the page’s own code still on its way (a returning shopper), Add to cart pressed then is kept too', async () => {
    const { customer, context, page } = await signedInCustomer(browser(), 'phone', 'Dilani Early');
    try {
      const product = await productInStock('Hair', 2);
      const release = await openWithTheAppHeld(page, `/product/${product.id}`, /\/assets\/ProductPage-[^/]+\.js$/);
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      expect(await hydrated(page)).toBe(false);

      release();
      await page.getByText('Product added to cart successfully!').waitFor();
      expect(await cartOf(customer.token)).toEqual([[product.id, 1]]);
    } finally {
      await context.close();
    }
  });

  it('a heart pressed early on a category page joins the saved ones: every saved heart still shows as saved', async () => {
    const { customer, context, page } = await signedInCustomer(browser(), 'phone', 'Sahan Early');
    try {
      const saved = await productInStock('Beard', 1);
      const pressed = await productInStock('Beard', 1, (p) => p.id !== saved.id);
      expect(
        (await api('/v2/wishlist', { method: 'POST', token: customer.token, body: { product_id: saved.id } })).status,
      ).toBe(200);
      const release = await openWithTheAppHeld(page, '/beard');
      await page.getByRole('button', { name: `Add ${pressed.name} to wishlist` }).click();

      release();
      for (const product of [saved, pressed])
        await page.locator(`[aria-label="Add ${product.name} to wishlist"][aria-pressed="true"]`).waitFor();
      const list = (await api('/v2/wishlist', { token: customer.token })).body.data as Array<{
        product: { id: number };
      }>;
      expect(list.map((entry) => entry.product.id).sort()).toEqual([saved.id, pressed.id].sort());
    } finally {
      await context.close();
    }
  });

  it('the phone menu pressed before hydration opens once the app has started, and React handles the presses after it', async () => {
    const { context, page } = await signedInCustomer(browser(), 'phone', 'Nimal Early');
    try {
      const release = await openWithTheAppHeld(page, '/beard');
      const menu = page.getByRole('button', { name: 'Menu' });
      await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
      await menu.click();
      release();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.locator('button[aria-expanded="true"]', { hasText: 'Menu' }).waitFor();
      // The recorder stopped when the app started: a press now is React's alone, so it closes the menu exactly once.
      await menu.click();
      await page.locator('button[aria-expanded="false"]', { hasText: 'Menu' }).waitFor();
      await afterTwoFrames(page);
      await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    } finally {
      await context.close();
    }
  });

  it('a contact message sent before the app has started is sent by the app, and what was typed stays out of the address', async () => {
    const { context, page } = await newShopPage(browser(), 'phone');
    try {
      const release = await openWithTheAppHeld(page, '/contact');
      const marker = `early-contact-${Date.now()}`;
      await page.getByLabel('Full Name').fill('Chamari Early');
      await page.getByLabel('Email').fill('chamari.early@example.lk');
      await page.getByLabel('Message', { exact: true }).fill(`A question before the page was ready ${marker}`);
      await page.getByRole('button', { name: 'Send Message' }).click();
      // Kept for the app, so the browser did not send the form itself (that would put the words in the address).
      await page.waitForFunction(() => (window as { shopEarlyPresses?: unknown[] }).shopEarlyPresses?.length === 1);
      await afterTwoFrames(page);
      expect(new URL(page.url()).search).toBe('');
      expect(await hydrated(page)).toBe(false);

      release();
      await page.getByText('Your message has been sent successfully!').waitFor();
      expect(new URL(page.url()).search).toBe('');
      const mails = (await localMail()).filter((m) => m.text.includes(marker));
      expect(mails).toHaveLength(1);
      expect(mails[0].text).toContain('Chamari Early');
    } finally {
      await context.close();
    }
  });

  it('words typed into the home page search before the app has started stay, and Enter then opens the results', async () => {
    const { context, page } = await newShopPage(browser(), 'phone');
    try {
      const release = await openWithTheAppHeld(page, '/');
      const box = page.getByRole('searchbox', { name: 'Search products' });
      await box.fill('beard oil');
      release();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await afterTwoFrames(page);
      await expect(box.inputValue()).resolves.toBe('beard oil');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/\/search\?q=beard(%20|\+)oil$/);
    } finally {
      await context.close();
    }
  });

  it('the home page search sent before the app has started opens the results, by the browser itself', async () => {
    const { context, page } = await newShopPage(browser(), 'phone');
    try {
      await openWithTheAppHeld(page, '/');
      const box = page.getByRole('searchbox', { name: 'Search products' });
      await box.fill('balm');
      await box.press('Enter');
      await page.waitForURL(/\/search\?q=balm$/, { waitUntil: 'commit' });
    } finally {
      await context.close();
    }
  });
});
