import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hero } from '../../shared/content/brand-content';
import { shopUrl } from '../support/api';
import { ENTRY_SCRIPT, hydrated, openWithTheAppHeld } from '../support/app-held';
import { browserForThisFile, newShopPage } from '../support/browser';
import { cartLines } from '../support/checkout';
import { afterTwoFrames } from '../support/frames';
import { rawPage } from '../support/drawn-pages';
import { productInStock, signedInCustomer } from '../support/customer-browser';

const browser = browserForThisFile();

/** What the page records as it opens (`openOnAPhone`): its largest paints, the server's elements, its words shown. */
type Recorded = {
  paints: Array<{ at: number; element: Element | null }>;
  drawn: Set<Element>;
  wordsShownAt?: number;
};

/**
 * When the page loaded and when the app's entry was asked for (ms), and its last largest paint: when, which element, and
 * whether the server drew that element.
 */
const timeline = (page: Page) =>
  page.evaluate((entrySource) => {
    const entryScript = new RegExp(entrySource);
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((r) =>
      entryScript.test(new URL(r.name).pathname),
    );
    const w = window as unknown as Recorded;
    const last = w.paints.at(-1);
    return {
      load: navigation.loadEventStart,
      entryAskedAt: entry?.startTime,
      wordsShownAt: w.wordsShownAt,
      largest: last && { at: last.at, tag: last.element?.tagName, drawnByTheServer: w.drawn.has(last.element!) },
    };
  }, ENTRY_SCRIPT.source);

/** One frame of a 60 Hz screen, in ms. */
const ONE_FRAME_MS = 1000 / 60;

/**
 * A first visit on a slow phone network (Lighthouse's mobile figures: 150 ms, 1.6 Mbit/s down, 750 kbit/s up): the
 * browser's cache emptied of the files an earlier test's visit left (decision 0115).
 */
async function onASlowPhoneNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 94_000,
  });
}

describe('the app starts after the first paint (decision 0083)', () => {
  /** Opens a drawn page on a slow phone network, recording its largest paints; answers its timeline. */
  async function openOnAPhone(path: string) {
    const { context, page } = await newShopPage(browser(), 'phone');
    await context.addInitScript(() => {
      const w = window as unknown as Recorded;
      w.paints = [];
      // When a Sinhala or Tamil home shows its first screen's words (decision 0103): its <html> loses the attribute.
      new MutationObserver(() => {
        if (w.wordsShownAt === undefined && !document.documentElement.hasAttribute('data-script-font'))
          w.wordsShownAt = performance.now();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-script-font'] });
      new PerformanceObserver((list) => {
        for (const paint of list.getEntries() as Array<PerformanceEntry & { element: Element | null }>)
          w.paints.push({ at: paint.startTime, element: paint.element });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      // The elements of the server's HTML: parsing has ended, no script of the app has run.
      document.addEventListener('DOMContentLoaded', () => (w.drawn = new Set(document.querySelectorAll('*'))));
    });
    await onASlowPhoneNetwork(page);
    await page.goto(path);
    await expect.poll(() => hydrated(page), { timeout: 30_000 }).toBe(true);
    return { context, page, ...(await timeline(page)) };
  }

  it.each(['/', '/si'])(
    'a drawn page (%s) has no app script in its HTML and asks for it after load and after its largest paint (the poster or the hero text); the hero video comes only after a first scroll',
    async (path) => {
      const { html } = await rawPage(path);
      expect(html).not.toContain('modulepreload');
      expect(html).not.toMatch(/<script type="module"/);
      expect(html).toMatch(
        /<script src="\/start-app\.js" data-modules="\/assets\/index-[^" ]+\.js [^"]+"( data-faces="[^"]+" data-letter="[^"]+")? async>/,
      );
      // The hero's poster and title report their first paint, which the app waits for (web/public/start-app.js).
      expect(html).toMatch(/<img [^>]*class="hero__poster" elementtiming="hero-picture"/);
      expect(html).toMatch(/<h1 id="hero-title" class="hero__title" elementtiming="hero-words">/);

      const { context, page, load, entryAskedAt, wordsShownAt, largest } = await openOnAPhone(path);
      try {
        expect(entryAskedAt).toBeGreaterThanOrEqual(load);
        // The Sinhala home's words are shown when their font is in, which can be after `load`: the app waits for them.
        if (path === '/si') expect(entryAskedAt).toBeGreaterThan(wordsShownAt!);
        else expect(wordsShownAt).toBeUndefined();
        // The poster (the narrow screen's middle of it) or the hero's text, whichever this screen finds larger: drawn
        // by the server, and on screen before the app's code was asked for. A Sinhala page's text is laid out and
        // drawn after `load` has fired, so waiting for `load` alone asked for the code before the paint.
        expect(largest).toEqual({
          at: expect.any(Number),
          tag: expect.stringMatching(/^(IMG|H1|P)$/),
          drawnByTheServer: true,
        });
        // A largest paint's time is when its frame reached the screen: the request may leave while that frame, drawn
        // from bytes all in before `load`, is on its way (2.7 ms before it once in a fresh clone on a busy machine).
        // It cannot hold that frame back; a request a whole frame earlier would have been made before it was drawn.
        expect(entryAskedAt).toBeGreaterThan(largest!.at - ONE_FRAME_MS);
        if (largest!.tag === 'IMG')
          await expect(
            page.locator('img.hero__poster').evaluate((img: HTMLImageElement) => img.currentSrc),
          ).resolves.toMatch(/\/media\/hero-poster-narrow\.webp$/);
        // No video until the shopper first scrolls or presses: the browser takes no largest paint after that.
        await expect(page.locator('video').count()).resolves.toBe(0);
        await page.mouse.wheel(0, 120);
        await page.locator('video.hero__video').waitFor({ state: 'attached' });
        await expect
          .poll(() => page.locator('video.hero__video source').evaluateAll((s) => s.map((e) => e.getAttribute('src'))))
          .toEqual([hero.media.webm, hero.media.mp4]);
      } finally {
        await context.close();
      }
    },
  );

  it('on a slow phone network, the menu and Add to cart pressed and a search typed before the app starts all take effect once it runs', async () => {
    const { customer, context, page } = await signedInCustomer(browser(), 'phone', 'Tharindu Slow');
    try {
      const product = await productInStock('Beard', 1);
      await onASlowPhoneNetwork(page);
      const release = await openWithTheAppHeld(page, `/product/${product.id}`);
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      expect(await hydrated(page)).toBe(false);
      expect(await cartLines(customer)).toEqual([]);

      release();
      await page.getByText('Product added to cart successfully!').waitFor();
      await expect.poll(() => cartLines(customer)).toEqual([[product.id, 1]]);
      await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');

      const releaseHome = await openWithTheAppHeld(page, '/');
      const box = page.getByRole('searchbox', { name: 'Search products' });
      await box.fill('beard oil');
      expect(await hydrated(page)).toBe(false);
      releaseHome();
      await expect.poll(() => hydrated(page)).toBe(true);
      await expect(box.inputValue()).resolves.toBe('beard oil');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/\/search\?q=beard(%20|\+)oil$/);
    } finally {
      await context.close();
    }
  });

  it('on a Sinhala category page, asks for the app after the words are shown in their font and the largest paint, which waited for them (decision 0121)', async () => {
    const { context, load, entryAskedAt, wordsShownAt, largest } = await openOnAPhone('/si/beard');
    try {
      expect(entryAskedAt).toBeGreaterThanOrEqual(load);
      expect(wordsShownAt).toBeDefined();
      expect(entryAskedAt).toBeGreaterThan(wordsShownAt!);
      // The first product's picture or the heading, drawn by the server, painted once the words were shown.
      expect(largest).toEqual({
        at: expect.any(Number),
        tag: expect.stringMatching(/^(IMG|H1|P)$/),
        drawnByTheServer: true,
      });
      expect(largest!.at).toBeGreaterThanOrEqual(wordsShownAt!);
      expect(entryAskedAt).toBeGreaterThan(largest!.at - ONE_FRAME_MS);
    } finally {
      await context.close();
    }
  });

  it('a press before the page has loaded starts the app at once: the menu opens while the pictures are still on their way', async () => {
    const { context, page } = await newShopPage(browser(), 'phone');
    let releasePictures!: () => void;
    const pictures = new Promise<void>((resolve) => (releasePictures = resolve));
    try {
      await page.route(/\.(webp|jpe?g|png)(\?.*)?$/, async (route) => {
        await pictures;
        await route.continue();
      });
      await page.mainFrame().goto(shopUrl() + '/beard', { waitUntil: 'commit' });
      await page.waitForFunction(() => Array.isArray((window as { shopEarlyPresses?: unknown }).shopEarlyPresses));
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      // The app's code is fetched and run at the press: over 10 s once in a full run on a busy 2-core machine.
      await expect.poll(() => hydrated(page), { timeout: 30_000 }).toBe(true);
      await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(page.evaluate(() => document.readyState)).resolves.not.toBe('complete');
    } finally {
      releasePictures();
      await context.close();
    }
  });

  /** A page whose first screen waits for its font: its words, its largest picture and what sits under them. */
  type FontWaitingPage = {
    words: string;
    picture?: { selector: string; whileWaiting: 'visible' | 'hidden' };
    under: string;
  };
  const SINHALA = ['Noto Sans Sinhala', '\u0D85'] as const;
  const TAMIL = ['Noto Sans Tamil', '\u0B85'] as const;
  const HOME: FontWaitingPage = {
    words: '.hero__title',
    picture: { selector: '.hero__poster', whileWaiting: 'visible' },
    under: '.claims-strip',
  };

  it.each<[string, readonly [string, string], FontWaitingPage]>([
    ['/si', SINHALA, HOME],
    ['/ta', TAMIL, HOME],
    // The category's tagline takes 3 lines instead of 5 in the fallback: its pictures under it wait too (decision 0121).
    [
      '/ta/beard',
      TAMIL,
      {
        words: '.cat-header__tagline',
        picture: { selector: '.cat-page__body img', whileWaiting: 'hidden' },
        under: '.cat-card__name',
      },
    ],
    // The product's picture is above its words on a phone: nothing moves it.
    [
      '/si/product/27',
      SINHALA,
      {
        words: '.pp-info__name',
        picture: { selector: '.pp-gallery__stage img', whileWaiting: 'visible' },
        under: '.pp-option',
      },
    ],
    // A page of words: its policy moved by 0.25 when the font came (decision 0121).
    ['/ta/return-policy', TAMIL, { words: '.page-title', under: '.policy__intro' }],
  ])(
    "%s shows its first screen's words once their font is in (the header's bar at once), so the font's arrival moves nothing (decisions 0103, 0121)",
    async (path, [family, letter], selectors) => {
      const { context, page } = await newShopPage(browser(), 'phone');
      let releaseFonts!: () => void;
      const fonts = new Promise<void>((resolve) => (releaseFonts = resolve));
      try {
        await context.addInitScript(() => {
          const w = window as unknown as { shifted: string[] };
          w.shifted = [];
          const named = (node: Node | null) =>
            node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName);
          new PerformanceObserver((list) => {
            for (const shift of list.getEntries() as Array<
              PerformanceEntry & { sources: Array<{ node: Node | null }> }
            >)
              w.shifted.push(...shift.sources.map((source) => named(source.node)));
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.route(/\/noto-sans-(sinhala|tamil)[^/]*\.woff2$/, async (route) => {
          await fonts;
          await route.continue();
        });
        await page.mainFrame().goto(shopUrl() + path, { waitUntil: 'commit' });
        const visibility = (selector: string) =>
          page
            .locator(selector)
            .first()
            .evaluate((e) => getComputedStyle(e).visibility);
        const shown = async () => ({
          header: await visibility('.site-header'),
          menu: await visibility('.nav'),
          words: await visibility(selectors.words),
          ...(selectors.picture && { picture: await visibility(selectors.picture.selector) }),
          under: await visibility(selectors.under),
        });
        await page.locator('.site-footer').waitFor({ state: 'attached' });
        await afterTwoFrames(page);
        // Drawn without its font (boxes where the machine has none), the words would take other widths and lines.
        await expect(page.locator('html').getAttribute('data-script-font')).resolves.toBe('pending');
        await expect(shown()).resolves.toEqual({
          header: 'visible',
          menu: 'hidden',
          words: 'hidden',
          ...(selectors.picture && { picture: selectors.picture.whileWaiting }),
          under: 'hidden',
        });

        releaseFonts();
        await expect.poll(() => page.locator('html').getAttribute('data-script-font')).toBeNull();
        await expect(shown()).resolves.toEqual({
          header: 'visible',
          menu: 'visible',
          words: 'visible',
          ...(selectors.picture && { picture: 'visible' }),
          under: 'visible',
        });
        await expect.poll(() => hydrated(page), { timeout: 30_000 }).toBe(true);
        await afterTwoFrames(page);
        const font = { face: `700 16px "${family}"`, letter };
        expect(await page.evaluate(({ face, letter }) => document.fonts.check(face, letter), font)).toBe(true);
        expect(await page.evaluate(() => (window as unknown as { shifted: string[] }).shifted)).toEqual([]);
      } finally {
        releaseFonts();
        await context.close();
      }
    },
  );

  it("the router is made in a task after the one that evaluates the app's modules, so the two are not one long task (decision 0119)", async () => {
    const { context, page } = await newShopPage(browser(), 'phone');
    try {
      await context.addInitScript(() => {
        const order: string[] = [];
        (window as unknown as { appStartOrder: string[] }).appStartOrder = order;
        // The router's history gives a new page's entry its index (`idx`) when it is made.
        const replaceState = History.prototype.replaceState;
        History.prototype.replaceState = function (this: History, state: unknown, ...rest: [string, string?]) {
          if (state && typeof state === 'object' && 'idx' in state) order.push('router made');
          replaceState.call(this, state, ...rest);
        };
        // A module script's `load` fires once it and every module it imports have been evaluated.
        document.addEventListener(
          'load',
          (event) => {
            const script = event.target as HTMLScriptElement;
            if (script.tagName === 'SCRIPT' && script.type === 'module') order.push('modules evaluated');
          },
          true,
        );
      });
      await page.goto('/beard');
      await expect.poll(() => hydrated(page), { timeout: 30_000 }).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { appStartOrder: string[] }).appStartOrder)).toEqual([
        'modules evaluated',
        'router made',
      ]);
    } finally {
      await context.close();
    }
  });

  it("asks for the app's entry alone, then for its other modules two at a time, each pair in a task of its own (decision 0120)", async () => {
    const { context, page } = await newShopPage(browser(), 'phone');
    let release = () => {};
    try {
      await context.addInitScript(() => {
        const batches: string[][] = [];
        (window as unknown as { moduleBatches: string[][] }).moduleBatches = batches;
        // Mutations reach an observer once per task: each batch is what one task added.
        new MutationObserver((records) => {
          const asked = records
            .flatMap((record) => [...record.addedNodes])
            .flatMap((node) => {
              if (node instanceof HTMLScriptElement && node.type === 'module') return [new URL(node.src).pathname];
              if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') return [new URL(node.href).pathname];
              return [];
            });
          if (asked.length > 0) batches.push(asked);
        }).observe(document, { childList: true, subtree: true });
      });
      // The entry is held, so the app adds none of its own preloads while start-app.js asks for the modules.
      release = await openWithTheAppHeld(page, '/beard');
      const modules = (await page.locator('script[src="/start-app.js"]').getAttribute('data-modules'))!.split(' ');
      const batches = () => page.evaluate(() => (window as unknown as { moduleBatches: string[][] }).moduleBatches);
      await expect.poll(async () => (await batches()).flat().length, { timeout: 30_000 }).toBe(modules.length);
      const rest = modules.slice(1);
      const pairs = Array.from({ length: Math.ceil(rest.length / 2) }, (_, i) => rest.slice(2 * i, 2 * i + 2));
      expect(modules.length).toBeGreaterThan(10);
      expect(await batches()).toEqual([[modules[0]], ...pairs]);
    } finally {
      release();
      await context.close();
    }
  });

  it('an English home has no font to wait for', async () => {
    const { html } = await rawPage('/');
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('script-font-wait.js');
  });
});
