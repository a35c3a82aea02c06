import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForThisFile, newShopPage } from '../support/browser';
import { productInStock } from '../support/customer-browser';

const browser = browserForThisFile();

/** The URL Chromium chose for the first image matching `selector`, once it has loaded. */
async function chosenSource(page: Page, selector: string): Promise<string> {
  const image = page.locator(selector).first();
  await image.waitFor();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return image.evaluate((img: HTMLImageElement) => img.currentSrc);
}

describe('pictures made for their slot (issue 9 item 5)', () => {
  it('a phone loads small WebP variants on a category page and a larger one on the product page', async () => {
    const product = await productInStock('Beard', 1);
    const { context, page } = await newShopPage(browser(), 'phone');
    try {
      await page.goto('/beard');
      // Phone cards show the picture 120 px wide; at the phone's density 1 the 160 px variant is enough.
      expect(await chosenSource(page, '.cat-card__media img')).toMatch(/\.w160\.webp$/);
      await page.goto(`/product/${product.id}`);
      expect(await chosenSource(page, '.pp-gallery__stage img')).toMatch(/\.w(320|640)\.webp$/);
    } finally {
      await context.close();
    }
  });
});
