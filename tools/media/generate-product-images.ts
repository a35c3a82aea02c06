/**
 * Generates the demo catalogue's product pictures: one stylised SVG scene per picture, rendered to an 800 x 800
 * JPEG by Chromium. Reads the catalogue (infra/local/seed/catalogue.ts) and the drawings (product-art.ts).
 *
 *   npx tsx tools/media/generate-product-images.ts                 # all products
 *   npx tsx tools/media/generate-product-images.ts --only comb-pocket,cap-embroidered
 *   npx tsx tools/media/generate-product-images.ts --svg            # also keep the SVG sources in /tmp
 */
import { mkdirSync, readdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEED_IMAGES_DIR, seedCatalogue } from '../../infra/local/seed/catalogue';
import { PRODUCT_ART } from './product-art';
import { launchBrowser, openPage, shoot, showSvg } from './lib/render';
import { SIZE, VARIANTS, scene } from './lib/scenes';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
const OUT = join(ROOT, SEED_IMAGES_DIR);
const MAX_BYTES = 80 * 1024;
const QUALITIES = [80, 74, 68, 60];

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  const only = arg('only')
    ?.split(',')
    .map((s) => s.trim());
  const keepSvg = process.argv.includes('--svg');
  const missing = seedCatalogue.filter((p) => !PRODUCT_ART[p.key]).map((p) => p.key);
  if (missing.length) throw new Error(`No drawing in tools/media/product-art.ts for: ${missing.join(', ')}`);

  const jobs = seedCatalogue
    .filter((p) => !only || only.includes(p.key))
    .flatMap((p) => p.images.map((file, i) => ({ product: p, file, variant: VARIANTS[i] ?? 'studio' })));
  mkdirSync(OUT, { recursive: true });

  const browser = await launchBrowser();
  const pages = await Promise.all([0, 1, 2, 3].map(() => openPage(browser, SIZE, SIZE)));
  let next = 0;
  const results: string[] = [];
  await Promise.all(
    pages.map(async (page) => {
      while (next < jobs.length) {
        const job = jobs[next++];
        const art = PRODUCT_ART[job.product.key];
        const svg = scene(job.variant, art.draw(), art);
        if (keepSvg) writeFileSync(join('/tmp', job.file.replace(/\.jpg$/, '.svg')), svg);
        await showSvg(page, svg, SIZE, SIZE);
        const path = join(OUT, job.file);
        let used = 0;
        for (const q of QUALITIES) {
          used = q;
          await shoot(page, path, 'jpeg', q);
          if (statSync(path).size <= MAX_BYTES) break;
        }
        results.push(
          `${job.file.padEnd(36)} ${job.variant.padEnd(7)} q${used} ${(statSync(path).size / 1024).toFixed(1)} KB`,
        );
      }
    }),
  );
  await browser.close();

  // Pictures no product refers to any more are removed, so the folder always matches the catalogue.
  if (!only) {
    const wanted = new Set(seedCatalogue.flatMap((p) => p.images));
    for (const f of readdirSync(OUT)) {
      if (f.endsWith('.jpg') && !wanted.has(f)) {
        unlinkSync(join(OUT, f));
        results.push(`removed ${f}`);
      }
    }
  }
  console.log(results.sort().join('\n'));
  console.log(`${jobs.length} pictures in ${SEED_IMAGES_DIR}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
