/**
 * Renders the installable app's icons (web/public/icons/) from the brand mark in web/public/favicon.svg with the
 * system Chromium: 192 and 512 px "any" icons and a 512 px maskable one (the mark inside the safe 80% circle, on
 * the brand colour). Run: npx tsx tools/media/generate-app-icons.ts
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brand } from '../../shared/brand';
import { launchBrowser } from './lib/render';

const root = resolve(import.meta.dirname, '../..');
const outDir = join(root, 'web/public/icons');
const mark = readFileSync(join(root, 'web/public/favicon.svg'), 'utf8');

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const browser = await launchBrowser();
  try {
    for (const icon of ICONS) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
      const inner = icon.maskable ? Math.round(icon.size * 0.7) : icon.size;
      await page.setContent(
        `<html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${icon.maskable ? brand.colors.primary : 'transparent'}">` +
          `<div style="width:${inner}px;height:${inner}px">${mark.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body></html>`,
      );
      await page.screenshot({ path: join(outDir, icon.file), omitBackground: !icon.maskable });
      await page.close();
      console.log(`web/public/icons/${icon.file}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
