import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { PDF, staffToken } from '../support/admin';
import { chooseOption, signInThroughForm } from '../support/admin-browser';
import { api } from '../support/api';
import { browserForThisFile, newShopPage } from '../support/browser';

const browser = browserForThisFile();

const SEED_IMAGES = join(import.meta.dirname, '../../infra/local/seed/images');
const twoSeedImages = () =>
  readdirSync(SEED_IMAGES)
    .filter((f) => f.endsWith('.jpg'))
    .slice(0, 2)
    .map((f) => join(SEED_IMAGES, f));

describe('back-office products in the browser', () => {
  it('admin adds a product with two images and a PDF, sees it on the storefront, edits its price; staff sees the form read-only', async () => {
    const { adminEmail, adminPassword } = inject('shop');
    const name = `Sandalwood Trial Oil ${process.pid}-${Date.now().toString(36)}`;
    const { context, page } = await newShopPage(browser(), 'desktop');
    let id: number;
    try {
      await signInThroughForm(page, adminEmail, adminPassword, '/admin');
      await page.getByRole('link', { name: 'ALL PRODUCTS' }).click();
      await page.getByRole('button', { name: 'ADD NEW PRODUCT' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/products/add-new-product');

      // SAVE with nothing filled shows SPEC's messages and sends nothing.
      await page.getByRole('button', { name: 'SAVE' }).click();
      await page.getByText('Product name is required').waitFor();
      await expect(page.getByText('At least one product image is required').isVisible()).resolves.toBe(true);

      await page.getByLabel('Product name').fill(name);
      await page.getByLabel('Description').fill('Cold-pressed sandalwood and coconut oils for a soft, tidy beard.');
      await chooseOption(page, 'Category', 'Beard');
      await page.getByLabel('Brand name').fill('Kesara');
      await page.getByLabel('SKU').fill(`E2E-${process.pid}-${Date.now()}`);
      await page.getByLabel('Stock quantity').fill('12');
      await page.getByLabel('Price (LKR)').fill('2450.50');
      await page.getByLabel('Discount (%)').fill('10');
      await page.locator('#product-images').setInputFiles(twoSeedImages());
      await expect(page.getByRole('list', { name: 'Product images' }).getByRole('listitem').count()).resolves.toBe(2);
      await page
        .locator('.product-form__guide input[type=file]')
        .setInputFiles({ name: 'care-guide.pdf', mimeType: 'application/pdf', buffer: PDF });
      await page.getByText('care-guide.pdf').waitFor();

      await page.getByRole('button', { name: 'SAVE' }).click();
      await page.getByText('Product added successfully!').waitFor();
      await page.waitForURL((url) => url.pathname === '/admin/products');

      // Find it with the list's search and open it.
      await page.getByLabel('Search products').fill(name);
      await page.getByText('Showing 1 of 1 products').waitFor();
      const card = page.getByRole('link', { name });
      id = Number((await card.getAttribute('href'))!.split('/').pop());
      expect(id).toBeGreaterThan(0);

      const stored = (await api(`/v2/product/${id}`)).body.data;
      expect(stored).toMatchObject({ name, price: 2450.5, discount: 10, stock: 12, category: 'Beard' });
      expect(stored.images).toHaveLength(2);
      expect(stored.user_guide_pdf).toMatch(/\.pdf$/);

      // The storefront shows it.
      await page.goto(`/product/${id}`);
      await page.getByRole('heading', { name: new RegExp(name, 'i') }).waitFor();

      // Edit its price: the update sends integer text (contract 6.15).
      await page.goto(`/admin/products/${id}`);
      const price = page.getByLabel('Price (LKR)');
      await expect.poll(() => price.inputValue()).toBe('2450.5');
      await expect(page.getByLabel('SKU').inputValue()).resolves.toBe(`BEARD-${id}`);
      await price.fill('2990');
      await page.getByRole('button', { name: 'SAVE' }).click();
      await page.getByText('Product updated successfully!').waitFor();
      await page.waitForURL((url) => url.pathname === '/admin/products');
      const updated = (await api(`/v2/product/${id}`)).body.data;
      expect(updated).toMatchObject({ price: 2990, sku: `BEARD-${id}`, discount: 10 });
      expect(updated.images).toHaveLength(2);
      expect(updated.user_guide_pdf).toMatch(/\.pdf$/);
    } finally {
      await context.close();
    }

    const staff = await staffToken();
    const asStaff = await newShopPage(browser(), 'phone');
    try {
      await signInThroughForm(asStaff.page, staff.email, staff.password, '/admin/orders');
      await asStaff.page.goto(`/admin/products/${id}`);
      const nameField = asStaff.page.getByLabel('Product name');
      await expect.poll(() => nameField.inputValue()).toBe(name);
      await expect(nameField.isDisabled()).resolves.toBe(true);
      await expect(asStaff.page.getByLabel('Price (LKR)').isDisabled()).resolves.toBe(true);
      await expect(asStaff.page.getByRole('button', { name: 'CANCEL' }).isVisible()).resolves.toBe(true);
      await expect(asStaff.page.getByRole('button', { name: 'SAVE' }).count()).resolves.toBe(0);
      await expect(asStaff.page.getByRole('button', { name: 'DELETE' }).count()).resolves.toBe(0);
      await expect(asStaff.page.getByRole('button', { name: /^Remove/ }).count()).resolves.toBe(0);
      // No ADD NEW PRODUCT for staff either.
      await asStaff.page.getByRole('button', { name: 'CANCEL' }).click();
      await asStaff.page.waitForURL((url) => url.pathname === '/admin/products');
      await asStaff.page.getByText(/^Showing \d+ of \d+ products$/).waitFor();
      await expect(asStaff.page.getByRole('button', { name: 'ADD NEW PRODUCT' }).count()).resolves.toBe(0);
    } finally {
      await asStaff.context.close();
    }
  });

  it('refuses a 4th image and a non-PDF guide on the form, and shows a taken SKU under its field', async () => {
    const { adminEmail, adminPassword } = inject('shop');
    const listed = await api('/v2/products/filtered_products', { method: 'POST', body: { category: 'Hair' } });
    const taken = (await api(`/v2/product/${listed.body.data[0].id}`)).body.data.sku as string;
    const { context, page } = await newShopPage(browser(), 'phone');
    try {
      await signInThroughForm(page, adminEmail, adminPassword, '/admin');
      await page.goto('/admin/products/add-new-product');
      const images = readdirSync(SEED_IMAGES)
        .filter((f) => f.endsWith('.jpg'))
        .slice(0, 4)
        .map((f) => join(SEED_IMAGES, f));
      await page.locator('#product-images').setInputFiles(images);
      await page.getByText('Maximum 3 images allowed').waitFor();
      await expect(page.getByRole('list', { name: 'Product images' }).getByRole('listitem').count()).resolves.toBe(3);
      await page
        .locator('.product-form__guide input[type=file]')
        .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
      await page.getByText('Only PDF files are allowed').waitFor();

      await page.getByLabel('Product name').fill('Duplicate SKU Trial');
      await page.getByLabel('Description').fill('Made to meet a taken SKU.');
      await chooseOption(page, 'Category', 'Hair');
      await page.getByLabel('SKU').fill(taken.toLowerCase());
      await page.getByLabel('Stock quantity').fill('3');
      await page.getByLabel('Price (LKR)').fill('990');
      await page.getByRole('button', { name: 'SAVE' }).click();
      await page.getByText('This SKU is already used by another product.').waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/products/add-new-product');
      // Editing the field clears its error.
      await page.getByLabel('SKU').fill(`${taken}-NEW`);
      await expect.poll(() => page.getByText('This SKU is already used by another product.').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
