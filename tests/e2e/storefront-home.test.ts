import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hero, testimonials } from '../../shared/content/brand-content';
import { CATEGORIES } from '../../shared/rules/catalogue';
import { api, shopUrl } from '../support/api';
import { browserForThisFile, newShopPage } from '../support/browser';

const browser = browserForThisFile();

/** The testimonial numbers (1-9) the carousel shows, in order. */
async function shownTestimonials(page: Page): Promise<number[]> {
  const labels = await page
    .locator('[aria-roledescription="slide"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!));
  return labels.map((l) => Number(l.split(' ')[0]));
}

async function waitForShown(page: Page, expected: number[]) {
  await page.waitForFunction(
    (want) =>
      JSON.stringify(
        [...document.querySelectorAll('[aria-roledescription="slide"]')].map((e) =>
          Number(e.getAttribute('aria-label')!.split(' ')[0]),
        ),
      ) === JSON.stringify(want),
    expected,
  );
}

describe('home page in the browser', () => {
  it('shows the featured tabs with the shop’s featured products; switching tabs changes the cards; a card opens its product', async () => {
    const { context, page } = await newShopPage(browser(), 'desktop');
    try {
      // The expectations are the real answer the page received (other test files may add featured products meanwhile).
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/v2/products/featured'));
      await page.goto('/');
      const featured = ((await (await answer).json()) as { data: Record<string, Array<{ id: number; name: string }>> })
        .data;
      await page.getByRole('heading', { name: hero.headline, level: 1 }).waitFor();
      const tabs = page.getByRole('tablist', { name: 'Featured categories' });
      const panel = page.getByRole('tabpanel');
      await panel.getByRole('link').first().waitFor();
      await expect(tabs.getByRole('tab', { name: 'Beard' }).getAttribute('aria-selected')).resolves.toBe('true');

      for (const category of CATEGORIES) {
        await expect(tabs.getByRole('tab', { name: category }).isDisabled()).resolves.toBe(
          (featured[category] ?? []).length === 0,
        );
      }
      // The cards drawn with the page give way to the answer's once the app has it.
      await expect
        .poll(() => panel.locator('.featured-card__name').allTextContents())
        .toEqual(featured.Beard.map((p) => p.name));
      await expect(panel.getByText('Customer Reviews').first().isVisible()).resolves.toBe(true);

      const other = CATEGORIES.find((c) => c !== 'Beard' && featured[c].length > 0)!;
      await tabs.getByRole('tab', { name: other }).click();
      await panel.getByText(featured[other][0].name, { exact: true }).waitFor();
      expect(await panel.locator('.featured-card__name').allTextContents()).toEqual(featured[other].map((p) => p.name));

      // The keyboard moves between tabs too.
      await tabs.getByRole('tab', { name: other }).press('ArrowLeft');
      const before = CATEGORIES.filter((c) => featured[c].length > 0);
      const expected = before[(before.indexOf(other) - 1 + before.length) % before.length];
      await expect(tabs.getByRole('tab', { name: expected }).getAttribute('aria-selected')).resolves.toBe('true');

      const first = featured[expected][0];
      await panel.getByRole('link', { name: new RegExp(first.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
      await page.waitForURL(`**/product/${first.id}`);
    } finally {
      await context.close();
    }
  });

  it('moves the testimonial carousel with its arrows and dots (3 per view on a desktop, 1 on a phone)', async () => {
    const { context, page } = await newShopPage(browser(), 'desktop');
    try {
      await page.goto('/');
      await page.getByRole('heading', { name: 'What our customers say' }).waitFor();
      // The server-drawn page shows one testimonial; the browser then fits three to a desktop's width.
      await expect.poll(() => shownTestimonials(page)).toEqual([1, 2, 3]);
      await expect(page.getByText(testimonials[0].quote).isVisible()).resolves.toBe(true);
      await page.getByRole('button', { name: 'Next testimonial' }).click();
      await waitForShown(page, [2, 3, 4]);
      await page.getByRole('button', { name: 'Previous testimonial' }).click();
      await page.getByRole('button', { name: 'Previous testimonial' }).click();
      await waitForShown(page, [9, 1, 2]);
      await page.getByRole('button', { name: 'Show testimonial 5 of 9' }).click();
      await waitForShown(page, [5, 6, 7]);
      await expect(
        page.getByRole('button', { name: 'Show testimonial 5 of 9' }).getAttribute('aria-current'),
      ).resolves.toBe('true');
      await expect(page.getByText(testimonials[6].author).isVisible()).resolves.toBe(true);

      await page.setViewportSize({ width: 390, height: 844 });
      await waitForShown(page, [5]);
      await page.getByRole('button', { name: 'Next testimonial' }).click();
      await waitForShown(page, [6]);
    } finally {
      await context.close();
    }
  });

  it('plays the hero video once the page has loaded and the visitor first scrolls, and shows only the poster to visitors who prefer reduced motion', async () => {
    const { context, page } = await newShopPage(browser(), 'phone');
    try {
      await page.goto('/');
      const poster = page.getByRole('img', { name: hero.media.alt });
      await poster.waitFor();
      // Not before: the browser would take the video for a later largest paint (decision 0083).
      await expect(page.locator('video').count()).resolves.toBe(0);
      await page.mouse.wheel(0, 80);
      const video = page.locator('video.hero__video');
      await video.waitFor({ state: 'attached' });
      const props = await video.evaluate((v: HTMLVideoElement) => ({
        muted: v.muted,
        autoplay: v.autoplay,
        loop: v.loop,
        playsInline: v.playsInline,
        poster: new URL(v.poster).pathname,
        sources: [...v.querySelectorAll('source')].map((s) => new URL(s.src).pathname),
      }));
      expect(props).toEqual({
        muted: true,
        autoplay: true,
        loop: true,
        playsInline: true,
        poster: hero.media.poster,
        sources: [hero.media.webm, hero.media.mp4],
      });
    } finally {
      await context.close();
    }

    const calm = await browser().newContext({ baseURL: shopUrl(), reducedMotion: 'reduce' });
    try {
      const page = await calm.newPage();
      await page.goto('/', { waitUntil: 'load' });
      await page.getByRole('img', { name: hero.media.alt }).waitFor();
      await page.getByRole('heading', { name: 'What our customers say' }).waitFor();
      await page.mouse.wheel(0, 80);
      // Hidden by CSS in the server's HTML, removed once the page has hydrated.
      await expect(page.getByRole('button', { name: 'Pause autoplay' }).isVisible()).resolves.toBe(false);
      await expect.poll(() => page.locator('.carousel__pause').count(), { timeout: 15_000 }).toBe(0);
      await expect(page.locator('video').count()).resolves.toBe(0);
    } finally {
      await calm.close();
    }
  });

  it('searches from the home box, shows results and an empty text, and keeps the query in the history', async () => {
    // A word only a seeded product carries: another file creates sandalwood oils on the same shop, which
    // can change the count between the API's answer and the page's.
    const hits = (await api('/v2/search/products?q=kitul')).body.data as Array<{ id: number; name: string }>;
    expect(hits.length).toBeGreaterThan(0);
    const { context, page } = await newShopPage(browser(), 'phone');
    try {
      await page.goto('/');
      const box = page.getByRole('searchbox', { name: 'Search products' });
      await box.press('Enter'); // empty: nothing happens
      expect(new URL(page.url()).pathname).toBe('/');
      await box.fill('kitul');
      await box.press('Enter');
      await page.waitForURL('**/search?q=kitul');
      await page.getByText(`${hits.length} ${hits.length === 1 ? 'product' : 'products'} found for "kitul"`).waitFor();
      const cards = page.locator('.search-grid').getByRole('link');
      expect(await cards.count()).toBe(hits.length);
      await expect(cards.first().getAttribute('href')).resolves.toBe(`/product/${hits[0].id}`);
      await expect(page.getByText(hits[0].name, { exact: true }).isVisible()).resolves.toBe(true);
      await expect(page.title()).resolves.toBe('Search: kitul | Kesara Grooming Co.');

      const pageBox = page.getByRole('main').getByRole('searchbox', { name: 'Search products' });
      await expect(pageBox.inputValue()).resolves.toBe('kitul');
      await pageBox.fill('zzqx nothing here');
      await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
      await page.getByText('No products match "zzqx nothing here".').waitFor();
      await expect(page.getByRole('link', { name: 'Hair' }).first().isVisible()).resolves.toBe(true);

      await page.goBack();
      await page.getByText(`found for "kitul"`).waitFor();
      await expect(pageBox.inputValue()).resolves.toBe('kitul');
    } finally {
      await context.close();
    }
  });
});
