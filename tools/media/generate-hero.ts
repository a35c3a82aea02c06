/**
 * Generates the home-page hero: a forest-green set with Kesara products on a teak shelf, brass light, swaying
 * palm shadows and drifting dust. Every motion is periodic in the clip length, so the video loops seamlessly.
 * Frames are rendered by Chromium and encoded with ffmpeg to H.264 (mp4) and VP9 (webm); the poster is the first
 * frame at 1600 x 900.
 *
 *   npx tsx tools/media/generate-hero.ts
 *
 * Outputs web/public/media/hero.mp4, hero.webm, hero-poster.jpg, hero-poster.webp and hero-poster-narrow.webp.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { darken, mix } from './lib/color';
import { prop } from './lib/props';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser, openPage, shoot, showSvg } from './lib/render';
import { dropper, jar, labelOn, pumpBottle, rng, shavingBrush, tin } from './lib/shapes';
import { blur, C, linear, palmFrond, radial } from './lib/svg';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
const OUT = join(ROOT, 'web/public/media');
const W = 1600;
const H = 900;
/** The narrow poster's width: a 480 px wide hero at least 640 px tall shows at most 675 px of the 900 px height's width. */
const NARROW_W = 720;
const SECONDS = 6;
const FPS = 24;
const VIDEO_W = 1280;
const VIDEO_H = 720;

const CREAM = '#f4ede0';

function scene(): string {
  const green = C.primary;
  const shelfTop = 742;
  const oil = dropper({
    glass: '#7a3f14',
    collar: '#c8963e',
    bulb: '#1d1d1d',
    text: { title: 'Beard Oil', subtitle: 'Sandalwood', size: '30 ml' },
  });
  const cinnamonOil = dropper({
    glass: '#7a3f14',
    collar: '#262626',
    bulb: '#1d1d1d',
    colors: labelOn(green, CREAM, '#d9ab5b'),
    text: { title: 'Beard Oil', subtitle: 'Cinnamon & Clove', size: '30 ml' },
  });
  const balm = tin({
    metal: '#b7b9bb',
    print: green,
    text: { title: 'Beard Balm', subtitle: 'Coconut & Shea', size: '60 g' },
  });
  const clay = jar({
    body: '#cfc9bd',
    lid: '#262626',
    colors: labelOn(green, CREAM, '#d9ab5b'),
    text: { title: 'Matte Clay', subtitle: 'Strong Hold', size: '80 g' },
  });
  const shampoo = pumpBottle({
    body: '#ece4d4',
    pump: '#c8963e',
    colors: labelOn(green, CREAM, '#d9ab5b'),
    text: { title: 'Shampoo', subtitle: 'Coconut Milk', size: '250 ml' },
  });
  const brush = shavingBrush();
  const item = (svg: string, x: number, s: number, y = shelfTop) =>
    `<ellipse cx="${x + 8}" cy="${y + 2}" rx="${70 * s + 30}" ry="10" fill="#000" opacity="0.45" filter="url(#soft)"/><g transform="translate(${x} ${y}) scale(${s})">${svg}</g>`;
  const rnd = rng(42);
  let motes = '';
  for (let i = 0; i < 34; i++) {
    const x = 620 + rnd() * 960;
    const r = 1.2 + rnd() * 2.6;
    motes += `<circle class="mote" data-x="${x.toFixed(1)}" data-phase="${rnd().toFixed(3)}" data-rise="${(160 + rnd() * 260).toFixed(0)}" data-base="${(560 + rnd() * 220).toFixed(0)}" r="${r.toFixed(1)}" fill="#f3d9a4"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">
  <defs>
    ${radial(
      'bg',
      [
        [0, mix(green, C.accent, 0.32)],
        [0.35, mix(green, '#000', 0.05)],
        [1, darken(green, 0.62)],
      ],
      0.7,
      0.32,
      0.85,
    )}
    ${linear('shelf', [
      [0, '#3e2a1b'],
      [0.12, '#5a3e28'],
      [1, '#24170e'],
    ])}
    ${linear('fade', [
      [0, '#000', 0],
      [1, '#000', 0.55],
    ])}
    ${radial(
      'beam',
      [
        [0, '#f6d9a0', 0.5],
        [1, '#f6d9a0', 0],
      ],
      0.5,
      0.5,
      0.5,
    )}
    ${blur('soft', 8)}${blur('palmBlur', 10)}${blur('leafBlur', 7)}${blur('beamBlur', 30)}${blur('moteBlur', 1.2)}
  </defs>
  <g id="camera">
    <rect x="-100" y="-100" width="${W + 200}" height="${H + 200}" fill="url(#bg)"/>
    <ellipse id="beam" cx="1180" cy="300" rx="420" ry="300" fill="url(#beam)" filter="url(#beamBlur)"/>
    <g id="palm1" opacity="0.26" filter="url(#palmBlur)"><path transform="translate(1700 -120) rotate(205)" d="${palmFrond(900, 18)}" fill="#000"/></g>
    <g id="palm2" opacity="0.18" filter="url(#palmBlur)"><path transform="translate(560 -160) rotate(160)" d="${palmFrond(760, 16)}" fill="#000"/></g>
    <rect x="-100" y="${shelfTop - 10}" width="${W + 200}" height="${H - shelfTop + 120}" fill="url(#shelf)"/>
    <rect x="-100" y="${shelfTop - 10}" width="${W + 200}" height="3" fill="#000" opacity="0.35" filter="url(#soft)"/>
    ${item(shampoo.svg, 760, 0.95)}
    ${item(oil.svg, 945, 0.86)}
    ${item(clay.svg, 1160, 0.82)}
    ${item(cinnamonOil.svg, 1350, 0.72)}
    ${item(brush.svg, 1490, 0.8, shelfTop + 30)}
    ${item(balm.svg, 1060, 0.78, shelfTop + 80)}
    ${prop('cinnamon', 850, shelfTop + 100, 1.3, -6)}
    ${prop('sandalwood', 1330, shelfTop + 112, 1.1, 4)}
    <g id="motes" filter="url(#moteBlur)">${motes}</g>
    <g id="leafL" filter="url(#leafBlur)" opacity="0.9">${prop('leaf', 40, 980, 2.2, 38)}${prop('leaf', 150, 1010, 1.6, 62)}</g>
    <g id="leafR" filter="url(#leafBlur)" opacity="0.85">${prop('leaf', 1660, -40, 2, 200)}</g>
    <rect x="-100" y="${H - 220}" width="${W + 200}" height="320" fill="url(#fade)"/>
  </g>
</svg>`;
}

/**
 * Runs in the page: sets every moving part for time t (0..1 of the loop). Kept as plain JavaScript text because
 * tsx's transpiled functions reference helpers that do not exist inside the page.
 */
const POSE_FN = `function (t) {
  var TAU = Math.PI * 2, s = Math.sin(TAU * t), c = Math.cos(TAU * t);
  function set(id, attr, v) { var el = document.getElementById(id); if (el) el.setAttribute(attr, v); }
  var zoom = 1.035 + 0.025 * (1 - c) / 2;
  set('camera', 'transform', 'translate(800 450) scale(' + zoom + ') translate(' + (-800 + 14 * s) + ' ' + (-450 + 4 * c) + ')');
  set('palm1', 'transform', 'rotate(' + 2.2 * s + ' 1700 -120)');
  set('palm2', 'transform', 'rotate(' + -1.6 * Math.sin(TAU * t + 1) + ' 560 -160)');
  set('leafL', 'transform', 'rotate(' + 1.5 * Math.sin(TAU * t + 0.5) + ' 40 980)');
  set('leafR', 'transform', 'rotate(' + -1.8 * s + ' 1660 -40)');
  set('beam', 'opacity', String(0.8 + 0.2 * Math.sin(TAU * t + 2)));
  document.querySelectorAll('.mote').forEach(function (m) {
    var p0 = Number(m.dataset.phase), phase = (t + p0) % 1;
    var x = Number(m.dataset.x) + 18 * Math.sin(TAU * (phase * 2 + p0));
    var y = Number(m.dataset.base) - Number(m.dataset.rise) * phase;
    m.setAttribute('cx', x.toFixed(1));
    m.setAttribute('cy', y.toFixed(1));
    m.setAttribute('opacity', (0.55 * Math.sin(Math.PI * phase)).toFixed(3));
  });
}`;

async function pose(page: Page, t: number): Promise<void> {
  await page.evaluate(`(${POSE_FN})(${t})`);
}

const kb = (path: string) => `${(statSync(path).size / 1024).toFixed(0)} KB`;

async function main() {
  mkdirSync(OUT, { recursive: true });
  const frames = mkdtempSync(join(tmpdir(), 'kesara-hero-'));
  const browser = await launchBrowser();
  try {
    const svg = scene();
    // Poster: first frame, full size.
    const big = await openPage(browser, W, H);
    await showSvg(big, svg, W, H);
    await pose(big, 0);
    const poster = join(OUT, 'hero-poster.jpg');
    await shoot(big, poster, 'jpeg', 80);
    console.log(`hero-poster.jpg ${kb(poster)}`);
    // The page shows the WebP (decision 0043); the JPEG stays for link previews.
    const webp = join(OUT, 'hero-poster.webp');
    await sharp(poster).webp({ quality: 75 }).toFile(webp);
    console.log(`hero-poster.webp ${kb(webp)}`);
    // A phone's tall hero shows only the poster's middle (`object-fit: cover`), so a narrow screen gets just that.
    const narrow = join(OUT, 'hero-poster-narrow.webp');
    await sharp(poster)
      .extract({ left: (W - NARROW_W) / 2, top: 0, width: NARROW_W, height: H })
      .webp({ quality: 75 })
      .toFile(narrow);
    console.log(`hero-poster-narrow.webp ${kb(narrow)}`);

    // Video frames.
    const page = await openPage(browser, VIDEO_W, VIDEO_H);
    await showSvg(page, svg, VIDEO_W, VIDEO_H);
    const total = SECONDS * FPS;
    for (let i = 0; i < total; i++) {
      await pose(page, i / total);
      await shoot(page, join(frames, `f${String(i).padStart(4, '0')}.png`), 'png');
    }
    const input = ['-loglevel', 'error', '-y', '-framerate', String(FPS), '-i', join(frames, 'f%04d.png')];
    const mp4 = join(OUT, 'hero.mp4');
    execFileSync('ffmpeg', [
      ...input,
      '-c:v',
      'libx264',
      '-profile:v',
      'high',
      '-preset',
      'slow',
      '-crf',
      '21',
      '-tune',
      'film',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-an',
      mp4,
    ]);
    console.log(`hero.mp4 ${kb(mp4)}`);
    const webm = join(OUT, 'hero.webm');
    execFileSync('ffmpeg', [
      ...input,
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '30',
      '-deadline',
      'good',
      '-cpu-used',
      '2',
      '-row-mt',
      '1',
      '-pix_fmt',
      'yuv420p',
      '-an',
      webm,
    ]);
    console.log(`hero.webm ${kb(webm)}`);
  } finally {
    await browser.close();
    rmSync(frames, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
