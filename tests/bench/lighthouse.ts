/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, default simulated throttling) three times on `/`, `/beard` and a
 * seeded product page of a fresh local shop (or of `BENCH_URL`), with Debian's Chromium; prints the medians of the
 * performance score, LCP, CLS and TBT, and the accessibility, best-practices and SEO scores. Budget (issue 9):
 * performance >= 95, LCP <= 1.5 s, CLS <= 0.05, TBT <= 150 ms. A benchmark that prints figures, not a test.
 * `BENCH_PAGES=/` (comma-separated; `product` is the seeded product page) measures fewer pages while iterating;
 * `BENCH_REPORT_DIR` keeps each run's full Lighthouse JSON there (the audits behind the figures).
 */
import { launch } from 'chrome-launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { aSeededProductPath, benchShop } from './support/local-shop';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const REPORT_DIR = process.env.BENCH_REPORT_DIR;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface RunFigures {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

async function audit(url: string, reportName: string): Promise<RunFigures> {
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (REPORT_DIR) writeFileSync(join(REPORT_DIR, `${reportName}.json`), JSON.stringify(result.lhr));
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      lcpMs: audits['largest-contentful-paint'].numericValue ?? NaN,
      cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
      tbtMs: audits['total-blocking-time'].numericValue ?? NaN,
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    };
  } finally {
    chrome.kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function main(): Promise<void> {
  const shop = await benchShop();
  try {
    const productPath = await aSeededProductPath(shop.url);
    const pages = (process.env.BENCH_PAGES ?? '/,/beard,product')
      .split(',')
      .map((p) => (p === 'product' ? productPath : p));
    if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });
    console.log(`\nLighthouse (mobile, simulated throttling), median of ${RUNS} runs on ${shop.url}\n`);
    console.log(
      [
        'page'.padEnd(48),
        'perf',
        '   LCP s',
        '   CLS',
        '  TBT ms',
        ' a11y',
        '  b.p.',
        '  SEO',
        '  (perf per run)',
      ].join(' '),
    );
    for (const page of pages) {
      // One warm-up request so the page's first Lambda import (cold start here) is not in the first run.
      await fetch(shop.url + page);
      const runs: RunFigures[] = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(
          await audit(shop.url + page, `${page === '/' ? 'home' : page.slice(1).replace(/\W+/g, '-')}-run${i + 1}`),
        );
      const m = (key: keyof RunFigures) => median(runs.map((r) => r[key]));
      console.log(
        [
          page.padEnd(48),
          String(m('performance')).padStart(4),
          (m('lcpMs') / 1000).toFixed(2).padStart(8),
          m('cls').toFixed(3).padStart(6),
          m('tbtMs').toFixed(0).padStart(8),
          String(m('accessibility')).padStart(5),
          String(m('bestPractices')).padStart(6),
          String(m('seo')).padStart(5),
          `  ${runs.map((r) => r.performance).join('/')}`,
        ].join(' '),
      );
    }
    console.log('\nBudget: performance >= 95, LCP <= 1.5 s, CLS <= 0.05, TBT <= 150 ms.');
  } finally {
    await shop.stop();
  }
}

await main();
