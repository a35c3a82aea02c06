/**
 * A contact sheet of generated pictures, to review them at a glance:
 *   npx tsx tools/media/contact-sheet.ts <folder> <out.png> [columns] [tile px] [filter]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { launchBrowser, openPage } from './lib/render';

async function main() {
  const [dir, out, colsArg, tileArg, filter] = process.argv.slice(2);
  if (!dir || !out) throw new Error('usage: contact-sheet.ts <folder> <out.png> [columns] [tile] [filter]');
  const cols = Number(colsArg ?? 4);
  const tile = Number(tileArg ?? 260);
  const files = readdirSync(dir)
    .filter((f) => /\.(jpe?g|png|webp)$/i.test(f) && (!filter || f.includes(filter)))
    .sort();
  const mime = (f: string) =>
    ({ '.png': 'image/png', '.webp': 'image/webp' })[extname(f).toLowerCase()] ?? 'image/jpeg';
  const cells = files
    .map(
      (f) =>
        `<figure><img src="data:${mime(f)};base64,${readFileSync(join(dir, f)).toString('base64')}"><figcaption>${f}</figcaption></figure>`,
    )
    .join('');
  const rows = Math.ceil(files.length / cols);
  const width = cols * (tile + 8) + 8;
  const height = rows * (tile + 26) + 8;
  const browser = await launchBrowser();
  const page = await openPage(browser, width, height);
  await page.setContent(`<style>body{margin:0;padding:4px;background:#333;display:grid;grid-template-columns:repeat(${cols},${tile}px);gap:8px;font:11px sans-serif;color:#ddd}
    figure{margin:0}img{width:${tile}px;height:auto;display:block}figcaption{height:16px;overflow:hidden}</style>${cells}`);
  await page.screenshot({ path: out, fullPage: true });
  await browser.close();
  console.log(`${files.length} pictures -> ${out}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
