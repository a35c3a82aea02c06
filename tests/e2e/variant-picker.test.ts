import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signInThroughForm } from '../support/admin-browser';
import { api } from '../support/api';
import { fillBillingDetails } from '../support/billing-form';
import { browserForThisFile, newShopPage } from '../support/browser';
import { signedInCustomer } from '../support/customer-browser';
import { createTestProduct } from '../support/direct';

const browser = browserForThisFile();

interface Tee {
  id: number;
  name: string;
  sku: string;
  variants: Record<string, number>;
}

/** A tee of its own (other files buy the seeded ones): S, M (dearer), L sold out, XL. */
async function aTeeInFourSizes(): Promise<Tee> {
  const name = `Picker Tee ${process.pid}-${Date.now()}`;
  const sku = `PICK-${process.pid}-${Date.now()}`;
  const made = await createTestProduct({
    name,
    category: 'Apparel',
    price: 2450,
    stock: 12,
    options: [{ name: 'Size', values: ['S', 'M', 'L', 'XL'] }],
    variants: [
      { options: { Size: 'S' }, sku: `${sku}-S`, stock: 5 },
      { options: { Size: 'M' }, sku: `${sku}-M`, stock: 4, price: 2650 },
      { options: { Size: 'L' }, sku: `${sku}-L`, stock: 0 },
      { options: { Size: 'XL' }, sku: `${sku}-XL`, stock: 3 },
    ],
  });
  const detail = (await api(`/v2/product/${made.id}`)).body.data as {
    variants: Array<{ id: number; options: { Size: string } }>;
  };
  return { id: made.id, name, sku, variants: Object.fromEntries(detail.variants.map((v) => [v.options.Size, v.id])) };
}

const sizes = (page: Page) => page.getByRole('radiogroup', { name: 'Size' });
const size = (page: Page, value: string) => sizes(page).getByRole('radio', { name: value, exact: true });
const address = (page: Page) => new URL(page.url()).search;
const stockLabel = (page: Page) => page.locator('.pp-stock').textContent();
const price = (page: Page) => page.locator('.pp-price__final').textContent();

describe('choosing a size on the product page (issue 20)', () => {
  it('moves through the sizes with the arrow keys, skips the sold-out one, and keeps the choice in the address', async () => {
    const tee = await aTeeInFourSizes();
    const { context, page } = await newShopPage(browser(), 'phone');
    try {
      await page.goto(`/product/${tee.id}`);
      const stepsOnArrival = await page.evaluate(() => history.length);
      await expect(sizes(page).isVisible()).resolves.toBe(true);
      // Sold out: crossed out, named so, and not to be chosen.
      const large = sizes(page).getByRole('radio', { name: 'L (sold out)' });
      await expect(large.isDisabled()).resolves.toBe(true);
      await expect(
        page
          .locator('.pp-option__value--out .pp-option__text')
          .evaluate((el) => getComputedStyle(el).textDecorationLine),
      ).resolves.toContain('line-through');

      // Tab reaches the group once; Space chooses, the arrows move the choice.
      await size(page, 'S').focus();
      await page.keyboard.press('Space');
      await expect.poll(() => size(page, 'S').isChecked()).toBe(true);
      expect(address(page)).toBe(`?variant=${tee.variants.S}`);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => size(page, 'M').isChecked()).toBe(true);
      expect(await price(page)).toBe('LKR 2,650.00');
      expect(await stockLabel(page)).toBe('Only (4 available)');
      expect(address(page)).toBe(`?variant=${tee.variants.M}`);
      // L is sold out: the arrow goes on to XL.
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => size(page, 'XL').isChecked()).toBe(true);
      expect(await stockLabel(page)).toBe('Only (3 available)');
      await expect(page.getByRole('spinbutton', { name: 'Quantity' }).getAttribute('max')).resolves.toBe('3');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => size(page, 'M').isChecked()).toBe(true);
      expect(address(page)).toBe(`?variant=${tee.variants.M}`);
      // The choice replaced the address rather than adding steps: Back leaves the product.
      expect(await page.evaluate(() => history.length)).toBe(stepsOnArrival);
    } finally {
      await context.close();
    }
  });

  it('opens a shared link on its size; the page tells search engines each size’s offer', async () => {
    const tee = await aTeeInFourSizes();
    const { context, page } = await newShopPage(browser(), 'phone');
    try {
      const link = `/product/${tee.id}?variant=${tee.variants.XL}`;
      const html = await (await context.request.get(link)).text();
      // The server drew the page (the product's JSON-LD is a ProductGroup with one Offer per size).
      const groups = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
        .map((m) => JSON.parse(m[1]) as { '@type': string; variesBy?: string[]; hasVariant?: unknown[] })
        .filter((d) => d['@type'] === 'ProductGroup');
      expect(groups).toHaveLength(1);
      expect(groups[0].variesBy).toEqual(['https://schema.org/size']);
      expect(groups[0].hasVariant).toHaveLength(4);
      expect(groups[0].hasVariant![2]).toMatchObject({
        '@type': 'Product',
        sku: `${tee.sku}-L`,
        offers: { '@type': 'Offer', availability: 'https://schema.org/OutOfStock' },
      });

      await page.goto(link);
      await expect.poll(() => size(page, 'XL').isChecked()).toBe(true);
      expect(await stockLabel(page)).toBe('Only (3 available)');
      // Hydration and layout shifts of such a link: tests/e2e/html-first-hydration.test.ts.
    } finally {
      await context.close();
    }
  });

  it('asks for a size first, then checks out two sizes of one tee as two lines named by their size', async () => {
    const tee = await aTeeInFourSizes();
    const { customer, context, page } = await signedInCustomer(browser(), 'desktop', 'Dilan Perera');
    try {
      await page.goto(`/product/${tee.id}`);
      const add = page.getByRole('button', { name: 'Add to cart', exact: true });
      await add.click();
      await page.getByText('Please choose a Size.').waitFor();

      await size(page, 'S').check();
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      await add.click();
      await page.getByText('Product added to cart successfully!').waitFor();
      // The quantity chosen stays with the next size (within its stock).
      await size(page, 'M').check();
      await expect(page.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).resolves.toBe('2');
      await add.click();
      await expect.poll(async () => (await api('/v2/cart', { token: customer.token })).body.data.length).toBe(2);

      await page.goto('/cart');
      const small = `${tee.name} — Size: S`;
      const medium = `${tee.name} — Size: M`;
      await page.getByRole('heading', { name: small }).waitFor();
      await page.getByRole('heading', { name: medium }).waitFor();
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      const form = page.getByRole('form', { name: 'Checkout details' });
      await form.getByText(`${small} × 2`).waitFor();
      await fillBillingDetails(form);
      await form.getByRole('button', { name: 'Pay Now' }).click();
      await page.getByRole('heading', { name: 'Order complete', level: 2 }).waitFor();
      const ordered = page.getByRole('list', { name: 'Ordered items' });
      await ordered.getByText(`${small} × 2`).waitFor();
      await ordered.getByText(`${medium} × 2`).waitFor();

      // Stock was taken from each size.
      const after = (await api(`/v2/product/${tee.id}`)).body.data as {
        stock: number;
        variants: Array<{ options: { Size: string }; stock: number }>;
      };
      expect(Object.fromEntries(after.variants.map((v) => [v.options.Size, v.stock]))).toEqual({
        S: 3,
        M: 2,
        L: 0,
        XL: 3,
      });

      await page.goto('/orders');
      await page.getByText(small).waitFor();
      await page.getByText(medium).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('the back-office Options section (issue 20)', () => {
  it('shows the server’s 422 beside a variant’s SKU, then saves a new size keeping the others’ ids', async () => {
    const { adminEmail, adminPassword } = inject('shop');
    const tee = await aTeeInFourSizes();
    const other = await aTeeInFourSizes();
    const { context, page } = await newShopPage(browser(), 'desktop');
    try {
      await signInThroughForm(page, adminEmail, adminPassword, '/admin');
      await page.goto(`/admin/products/${tee.id}`);
      const variants = page.getByRole('table');
      await variants.getByRole('rowheader', { name: 'Size: XL' }).waitFor();

      // Another product's SKU: only the server knows it is taken.
      await variants.getByLabel('SKU of Size: S').fill(`${other.sku}-S`);
      await page.getByRole('button', { name: 'SAVE' }).click();
      const sku = variants.getByLabel('SKU of Size: S');
      await expect.poll(() => sku.getAttribute('aria-invalid')).toBe('true');
      // The message is beside the field and named by it.
      const messageId = await sku.getAttribute('aria-describedby');
      expect(await page.locator(`#${messageId}`).textContent()).toBeTruthy();

      await sku.fill(`${tee.sku}-S`);
      await page.getByLabel('Option 1 values').fill('S, M, L, XL, XXL');
      await variants.getByLabel('Stock of Size: XXL').fill('6');
      await page.getByRole('button', { name: 'SAVE' }).click();
      await page.getByText('Product updated successfully!').waitFor();

      const saved = (await api(`/v2/product/${tee.id}`)).body.data as {
        stock: number;
        variants: Array<{ id: number; options: { Size: string }; stock: number }>;
      };
      expect(Object.fromEntries(saved.variants.map((v) => [v.options.Size, v.id]))).toMatchObject(tee.variants);
      expect(saved.variants.find((v) => v.options.Size === 'XXL')?.stock).toBe(6);
      expect(saved.stock).toBe(5 + 4 + 0 + 3 + 6);
    } finally {
      await context.close();
    }
  });
});
