import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { seriousFindingsAtBothWidths } from '../support/axe';
import { browserForThisFile, newShopPage } from '../support/browser';
import { signedInCustomer } from '../support/customer-browser';
import { createTestProduct } from '../support/direct';
import { brandContentIn } from '../../shared/content/brand-content-translations';
import { policiesIn } from '../../shared/content/policy-translations';
import { si } from '../../web/src/lib/i18n/messages/si';

const browser = browserForThisFile();

/**
 * The main region's words (the drawn page's, then the app's after it has started), but the testimonials, whose
 * carousel turns by itself.
 */
const mainText = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.testimonials').forEach((carousel) => carousel.remove());
    return copy.textContent;
  });
const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

/** A tee of its own in two sizes (other files buy the seeded ones). */
async function aTeeInTwoSizes(): Promise<{ id: number; variants: Record<string, number> }> {
  const sku = `SI-TEE-${process.pid}-${Date.now()}`;
  const made = await createTestProduct({
    name: `Sinhala Shopper Tee ${process.pid}-${Date.now()}`,
    category: 'Apparel',
    price: 2450,
    options: [{ name: 'Size', values: ['S', 'M'] }],
    variants: [
      { options: { Size: 'S' }, sku: `${sku}-S`, stock: 5 },
      { options: { Size: 'M' }, sku: `${sku}-M`, stock: 4, price: 2650 },
    ],
  });
  const detail = (await api(`/v2/product/${made.id}`)).body.data as {
    variants: Array<{ id: number; options: { Size: string } }>;
  };
  return { id: made.id, variants: Object.fromEntries(detail.variants.map((v) => [v.options.Size, v.id])) };
}

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
      // An English product page showing Sinhala reviews (the seeded ones) fetches no font either: a page fetches only
      // its own script's faces, and the reviews are drawn in the device's fonts (their picture paints sooner).
      await page.goto(`/product/${id}`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await page
        .getByText(/[\u0D80-\u0DFF]/)
        .first()
        .waitFor();
      await page.waitForLoadState('load');
      expect(await fontsAsked()).toEqual([]);

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

  it('a Sinhala shopper reads the home, About and a policy in Sinhala, the same before and after the app starts, and adds the chosen size from a Sinhala product page', async () => {
    const tee = await aTeeInTwoSizes();
    const { customer, context, page } = await signedInCustomer(browser(), 'phone', 'Nuwan Perera');
    try {
      const texts = brandContentIn('si');
      // The home: the drawn page speaks Sinhala, and the app, once started, draws the very same words (no flash).
      await page.goto('/si', { waitUntil: 'commit' });
      await page.locator('main h1').waitFor();
      const drawn = await mainText(page);
      await hydrated(page);
      expect(await mainText(page)).toBe(drawn);
      expect(await page.locator('main h1').innerText()).toBe(texts.hero.headline);
      for (const text of [si['home.featured'], texts.brandStory.title, si['home.testimonials']])
        await page.getByRole('heading', { name: text }).waitFor();
      expect(drawn).not.toContain('Featured products');

      // About and the return policy, clauses included.
      await page.goto('/si/about');
      await hydrated(page);
      await page.getByRole('heading', { name: si['about.title'], level: 1 }).waitFor();
      expect(await mainText(page)).toContain(texts.founderStory.paragraphs[0]);
      const returns = policiesIn('si')[0];
      await page.goto('/si/return-policy', { waitUntil: 'commit' });
      await page.locator('main h1').waitFor();
      const policyDrawn = await mainText(page);
      await hydrated(page);
      expect(await mainText(page)).toBe(policyDrawn);
      expect(await page.title()).toBe(`${returns.title} | Kesara Grooming Co.`);
      expect(policyDrawn).toContain(returns.sections[0].paragraphs![0]);
      await page.getByRole('link', { name: si['policy.shop'] }).waitFor();

      // A product with sizes: Add to cart in Sinhala asks for a size, then adds the one chosen.
      await page.goto(`/si/product/${tee.id}`, { waitUntil: 'commit' });
      await page.locator('main h1').waitFor();
      const productDrawn = await mainText(page);
      await hydrated(page);
      expect(await mainText(page)).toBe(productDrawn);
      const add = page.getByRole('button', { name: si['cart.add'], exact: true });
      await add.click();
      await page.getByText('කරුණාකර Size තෝරන්න.').waitFor();
      await page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: 'M', exact: true }).check();
      await expect.poll(() => page.locator('.pp-stock').textContent()).toBe('තව 4ක් පමණි');
      await add.click();
      await page.getByText(si['cart.addedPage']).waitFor();
      await expect
        .poll(async () =>
          (await api('/v2/cart', { token: customer.token })).body.data.map(
            (line: { product_id: number; variant_id: number | null }) => [line.product_id, line.variant_id],
          ),
        )
        .toEqual([[tee.id, tee.variants.M]]);
      await page.getByRole('button', { name: si['wishlist.heart'] }).waitFor();
    } finally {
      await context.close();
    }
  });

  // One language a test, so a slow machine gives each its own time (both in one test ran over a minute on one).
  it.each([
    ['Sinhala', (beard: number[]) => ['/si/beard', '/si', `/si/product/${beard[0]}`, '/si/about', '/si/return-policy']],
    ['Tamil', (beard: number[]) => ['/ta/hair', '/ta', `/ta/product/${beard[1]}`, '/ta/contact', '/ta/privacy-policy']],
  ])(
    'the %s category, home, product, About or Contact and policy pages are axe clean on a phone and on a desktop',
    async (_language, pathsOf) => {
      const beard = (await api('/v2/products/featured', { method: 'POST' })).body.data.Beard as Array<{ id: number }>;
      const { context, page } = await newShopPage(browser(), 'phone');
      try {
        for (const path of pathsOf(beard.map((p) => p.id))) {
          await page.goto(path);
          await page.locator('main h1').waitFor();
          await hydrated(page);
          expect({ path, ...(await seriousFindingsAtBothWidths(page)) }).toEqual({ path, phone: [], desktop: [] });
        }
      } finally {
        await context.close();
      }
    },
  );

  it("keeps Sign in on the logo's row on a 360 px phone in English, Sinhala and Tamil (Tamil's is the widest)", async () => {
    const { context, page } = await newShopPage(browser(), 'phone');
    try {
      await page.setViewportSize({ width: 360, height: 740 });
      for (const path of ['/beard', '/si/beard', '/ta/beard']) {
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        const header = await page.locator('.nav').evaluate((nav) => {
          const middle = (selector: string) => {
            const box = nav.querySelector(selector)!.getBoundingClientRect();
            return Math.round(box.top + box.height / 2);
          };
          return { height: nav.getBoundingClientRect().height, logo: middle('.logo'), signIn: middle('.nav__account') };
        });
        // One row is 64 px; a Sign in pushed to a second row made it 118 px on /ta/beard.
        expect({ path, height: header.height, signIn: header.signIn }).toEqual({
          path,
          height: 64,
          signIn: header.logo,
        });
      }
    } finally {
      await context.close();
    }
  });
});
