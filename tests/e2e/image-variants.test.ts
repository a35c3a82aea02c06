import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForThisFile, newShopPage } from '../support/browser';
import { hasImageVariants } from '../../shared/rules/images';
import { api } from '../support/api';

const browser = browserForThisFile();

/** The URL Chromium chose for the first image matching `selector`, once it has loaded. */
async function chosenSource(page: Page, selector: string): Promise<string> {
  const image = page.locator(selector).first();
  await image.waitFor();
  // A loaded shop may take seconds to serve a picture; expect.poll's own limit is one second.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
  return image.evaluate((img: HTMLImageElement) => img.currentSrc);
}

describe('pictures made for their slot (issue 9 item 5)', () => {
  it('a phone loads small WebP variants on a category page and a larger one on the product page', async () => {
    // Other test files add products straight to the table, with pictures that have no variants: take one that has.
    const cards = (await api('/v2/products/filtered_products', { method: 'POST', body: { category: 'Beard' } })).body.data as Array<{ id: number; image: string | null }>;
    const product = cards.find((c) => c.image && hasImageVariants(c.image))!;
    const { context, page } = await newShopPage(browser(), 'phone');
    try {
      await page.goto('/beard');
      // Phone cards show the picture 120 px wide; at the phone's density 1 the 160 px variant is enough.
      expect(await chosenSource(page, '.cat-card__media img[srcset]')).toMatch(/\.w160\.webp$/);
      await page.goto(`/product/${product.id}`);
      expect(await chosenSource(page, '.pp-gallery__stage img[srcset]')).toMatch(/\.w(320|640)\.webp$/);
    } finally {
      await context.close();
    }
  });
});
