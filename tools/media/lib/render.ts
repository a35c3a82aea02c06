/**
 * Renders HTML/SVG scenes to image files with the system Chromium, driven by playwright-core. Nothing is fetched
 * from the network: scenes are self-contained and use locally installed fonts (see tools/media/README.md).
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Serif for display, sans for small print. Fallbacks keep the script working without the Debian font packages. */
export const SERIF = "'EB Garamond', Georgia, 'DejaVu Serif', serif";
export const SANS = "Lato, 'Segoe UI', 'Helvetica Neue', 'DejaVu Sans', Arial, sans-serif";

/**
 * Shrinks every SVG <text data-fit="N"> until it is at most N user units wide, so long product names always fit
 * their label. Runs in the page before the screenshot.
 */
const FIT_SCRIPT = `
document.querySelectorAll('text[data-fit]').forEach((t) => {
  const max = Number(t.getAttribute('data-fit'));
  let size = parseFloat(t.getAttribute('font-size'));
  for (let i = 0; i < 40 && t.getComputedTextLength() > max; i++) {
    size *= 0.95;
    t.setAttribute('font-size', String(size));
  }
});`;

export function htmlPage(svg: string, width: number, height: number): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0;padding:0;background:#000;width:${width}px;height:${height}px;overflow:hidden}
  svg{display:block}
  </style></head><body>${svg}<script>${FIT_SCRIPT}</script></body></html>`;
}

export async function openPage(browser: Browser, width: number, height: number): Promise<Page> {
  return browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
}

/** Puts `svg` (width x height) in the page and waits for fonts and the text-fitting pass. */
export async function showSvg(page: Page, svg: string, width: number, height: number): Promise<void> {
  await page.setContent(htmlPage(svg, width, height), { waitUntil: 'load' });
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

export async function shoot(page: Page, path: string, type: 'jpeg' | 'png', quality = 80): Promise<void> {
  await page.screenshot({ path, type, ...(type === 'jpeg' ? { quality } : {}) });
}
