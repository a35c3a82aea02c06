import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { seriousFindings } from '../support/axe';
import { browserForThisFile, newShopPage } from '../support/browser';

const browser = browserForThisFile();

/** The page's Sinhala font has loaded and draws the text with no missing glyph to fetch. */
const sinhalaFontLoaded = (page: Page, text: string) =>
  page.evaluate(
    (sample) =>
      [...document.fonts].some((f) => f.family.includes('Noto Sans Sinhala') && f.status === 'loaded') &&
      document.fonts.check('16px "Noto Sans Sinhala"', sample),
    text,
  );

describe('a shopper reads the shop in Sinhala (issue 34)', () => {
  it('switches to Sinhala from a product page, sees it in Sinhala in its font, is brought back to it at /, and searches in Sinhala', async () => {
    // A Beard product whose first page of reviews holds a seeded Sinhala one (other files on the shared shop add
    // featured products of their own, without them).
    const beard = (await api('/v2/products/featured', { method: 'POST' })).body.data.Beard as Array<{ id: number }>;
    const firstPages = await Promise.all(beard.map((p) => api(`/v2/product/${p.id}/reviews?page=1`)));
    const id = beard[firstPages.findIndex((r) => /[\u0D80-\u0DFF]/.test(JSON.stringify(r.body.data.reviews)))].id;
    const { context, page } = await newShopPage(browser(), 'phone');
    const fontsAsked = () =>
      page.evaluate(() => [...document.fonts].filter((f) => f.status !== 'unloaded').map((f) => f.family));
    try {
      // An English page without Sinhala or Tamil text fetches neither font: the switch's two names are drawn in the
      // device's own fonts.
      await page.goto('/about');
      expect(await fontsAsked()).toEqual([]);
      // An English product page showing Sinhala reviews (the seeded ones) fetches the Sinhala font.
      await page.goto(`/product/${id}`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await expect.poll(fontsAsked).toContain('Noto Sans Sinhala');

      await page.getByRole('link', { name: 'සිංහල' }).click();
      await page.waitForURL(`**/si/product/${id}`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('si');
      await page.getByRole('button', { name: 'මෙනුව' }).click();
      await expect.poll(() => page.getByRole('link', { name: 'රැවුල' }).first().isVisible()).toBe(true);
      await expect.poll(() => sinhalaFontLoaded(page, 'රැවුල')).toBe(true);
      expect((await context.cookies()).find((c) => c.name === 'lang')).toMatchObject({
        value: 'si',
        path: '/',
        sameSite: 'Lax',
      });

      // A later visit to / is taken to the Sinhala home by the remembered choice.
      await page.goto('/');
      await page.waitForURL(/\/si$/);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

      // A search typed in Sinhala opens the Sinhala results page, which finds the product by its Sinhala name.
      const box = page.getByRole('search').getByRole('searchbox');
      await box.fill('සඳුන් රැවුල්');
      await box.press('Enter');
      await page.waitForURL(/\/si\/search\?q=/);
      expect(new URL(page.url()).searchParams.get('q')).toBe('සඳුන් රැවුල්');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('si');
      const hit = page.getByRole('link', { name: /සඳුන් රැවුල් තෙල්/ }).first();
      await hit.waitFor();
      expect(await hit.getAttribute('href')).toMatch(/^\/si\/product\/\d+$/);
      await expect.poll(() => sinhalaFontLoaded(page, 'සඳුන් රැවුල් තෙල්')).toBe(true);
    } finally {
      await context.close();
    }
  });

  it.each(['phone', 'desktop'] as const)('a /si/ page is axe clean on a %s', async (size) => {
    const { context, page } = await newShopPage(browser(), size);
    try {
      await page.goto('/si/beard');
      await page.locator('main h1').waitFor();
      expect(await seriousFindings(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
