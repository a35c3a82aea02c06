import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { file, productForm, SEED_JPEG } from '../support/admin';
import { adminToken, api } from '../support/api';
import { browserForThisFile, newShopPage } from '../support/browser';

const browser = browserForThisFile();

/** The URL Chromium chose for a picture, once it has scrolled into view and loaded. */
async function chosenSource(image: Locator): Promise<string> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 })
    .toBe(true);
  return image.evaluate((img: HTMLImageElement) => img.currentSrc);
}

describe('pictures made for their slot (issue 9 item 5)', () => {
  it('a phone loads small WebP variants on a category page and a larger one on the product page', async () => {
    // A product of this test's own, uploaded as the back-office does: other test files change and delete theirs.
    const name = `Variant Test Balm ${Date.now()}`;
    const added = await api('/v2/products/add_new_product', {
      method: 'POST',
      token: await adminToken(),
      body: productForm({ name, category: 'Beard' }, [file(SEED_JPEG(), 'balm.jpg', 'image/jpeg')]),
    });
    expect(added.status).toBe(201);
    const { context, page } = await newShopPage(browser(), 'phone');
    try {
      await page.goto('/beard');
      // Phone cards show the picture 120 px wide; at the phone's density 1 the 160 px variant is enough.
      const card = page.locator('.cat-card', { hasText: name });
      expect(await chosenSource(card.locator('.cat-card__media img'))).toMatch(/\.w160\.webp$/);
      await page.goto(`/product/${added.body.data.id}`);
      expect(await chosenSource(page.locator('.pp-gallery__stage img'))).toMatch(/\.w(320|640)\.webp$/);
    } finally {
      await context.close();
    }
  });
});
