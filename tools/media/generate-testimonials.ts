/**
 * Generates the nine testimonial portraits: flat, illustrated faces (no photos, no real people), rendered by
 * Chromium and converted to 200 x 200 WebP with ffmpeg. The output paths come from the `image` field of each
 * testimonial in shared/content/brand-content.ts (web paths under web/public/).
 *
 *   npx tsx tools/media/generate-testimonials.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testimonials } from '../../shared/content/brand-content';
import { darken, lighten } from './lib/color';
import { launchBrowser, openPage, shoot, showSvg } from './lib/render';
import { blur, radial, uid } from './lib/svg';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
const PUBLIC = join(ROOT, 'web/public');
const RENDER = 400;
const OUT_SIZE = 200;

type Hair = 'crop' | 'sidepart' | 'quiff' | 'curly' | 'bald' | 'wavy';
type Beard = 'full' | 'boxed' | 'long' | 'goatee' | 'stubble';
type Collar = 'crew' | 'open' | 'band';

interface Face {
  skin: string;
  hair: Hair;
  hairColor: string;
  beard: Beard;
  beardColor: string;
  /** Trimmed moustache (long beards). */
  lightMoustache?: boolean;
  greyTemples?: boolean;
  glasses?: boolean;
  shirt: string;
  collar: Collar;
  bg: string;
}

const BLACK = '#1b1613';
const BROWN = '#2f2219';
const GREY = '#8e8983';

/** One face per testimonial id, matched to the person described in the quote. */
const FACES: Record<number, Face> = {
  1: {
    skin: '#b07a52',
    hair: 'crop',
    hairColor: BLACK,
    beard: 'boxed',
    beardColor: BLACK,
    glasses: true,
    shirt: '#c8963e',
    collar: 'crew',
    bg: '#1f3d2b',
  },
  2: {
    skin: '#9a6440',
    hair: 'sidepart',
    hairColor: BLACK,
    beard: 'full',
    beardColor: BLACK,
    shirt: '#f1ece2',
    collar: 'open',
    bg: '#b9c8b4',
  },
  3: {
    skin: '#a86f48',
    hair: 'crop',
    hairColor: BLACK,
    beard: 'long',
    beardColor: BLACK,
    lightMoustache: true,
    shirt: '#e9e4d8',
    collar: 'band',
    bg: '#d9b79c',
  },
  4: {
    skin: '#6e4327',
    hair: 'curly',
    hairColor: BLACK,
    beard: 'stubble',
    beardColor: BLACK,
    shirt: '#b9cfe0',
    collar: 'open',
    bg: '#efe6d6',
  },
  5: {
    skin: '#8d5a36',
    hair: 'quiff',
    hairColor: BLACK,
    beard: 'full',
    beardColor: BLACK,
    shirt: '#2d2d2f',
    collar: 'crew',
    bg: '#e3c48f',
  },
  6: {
    skin: '#c48b5e',
    hair: 'wavy',
    hairColor: BROWN,
    beard: 'stubble',
    beardColor: BROWN,
    shirt: '#3d6470',
    collar: 'crew',
    bg: '#c9d6d8',
  },
  7: {
    skin: '#8a5634',
    hair: 'crop',
    hairColor: BLACK,
    greyTemples: true,
    beard: 'full',
    beardColor: BROWN,
    shirt: '#5b6b45',
    collar: 'open',
    bg: '#1f3d2b',
  },
  8: {
    skin: '#b98058',
    hair: 'bald',
    hairColor: '#cfcac3',
    beard: 'boxed',
    beardColor: '#e4e0da',
    glasses: true,
    shirt: '#f4f1ea',
    collar: 'open',
    bg: '#efe6d6',
  },
  9: {
    skin: '#a3694a',
    hair: 'sidepart',
    hairColor: BROWN,
    beard: 'goatee',
    beardColor: BLACK,
    shirt: '#24324a',
    collar: 'open',
    bg: '#b9c8b4',
  },
};

function hair(f: Face): string {
  const c = f.hairColor;
  switch (f.hair) {
    case 'crop':
      return `<path d="M121 168 C110 92 158 60 204 62 C252 64 292 96 279 168 C274 140 266 122 246 112 C214 124 172 122 152 110 C134 124 126 146 121 168 Z" fill="${c}"/>`;
    case 'sidepart':
      return `<path d="M120 172 C106 96 150 54 206 56 C262 58 296 98 280 172 C276 136 268 118 250 106 C220 112 176 112 160 100 C140 116 128 140 120 172 Z" fill="${c}"/>
        <path d="M160 100 C176 80 214 74 250 106" stroke="${lighten(c, 0.25)}" stroke-width="3" fill="none" opacity="0.7"/>`;
    case 'quiff':
      return `<path d="M122 170 C114 120 130 84 160 66 C186 44 246 40 268 70 C290 96 284 140 279 170 C274 140 266 118 246 108 C214 118 172 118 152 108 C134 124 126 146 122 170 Z" fill="${c}"/>
        <path d="M126 160 C124 140 126 124 134 112 M274 160 C276 140 274 124 266 112" stroke="${lighten(c, 0.3)}" stroke-width="6" opacity="0.35"/>`;
    case 'curly': {
      let curls = '';
      const pts = [
        [126, 156],
        [128, 132],
        [138, 110],
        [154, 92],
        [174, 80],
        [198, 74],
        [222, 78],
        [244, 88],
        [262, 104],
        [272, 126],
        [276, 152],
        [160, 104],
        [188, 94],
        [216, 96],
        [242, 108],
      ];
      for (const [x, y] of pts)
        curls += `<circle cx="${x}" cy="${y}" r="19" fill="${c}"/><circle cx="${x - 5}" cy="${y - 6}" r="6" fill="${lighten(c, 0.15)}" opacity="0.6"/>`;
      return `${curls}<path d="M122 168 C126 140 140 124 160 116 C186 122 220 122 244 116 C262 124 276 140 278 168" fill="${c}"/>`;
    }
    case 'wavy':
      return `<path d="M118 190 C98 110 150 56 206 58 C264 60 304 110 282 190 C280 150 270 126 252 114 C238 126 214 120 200 108 C186 122 158 124 146 114 C130 128 122 154 118 190 Z" fill="${c}"/>
        <path d="M150 92 C170 80 190 84 200 96 C214 82 240 84 256 98" stroke="${lighten(c, 0.3)}" stroke-width="4" fill="none" opacity="0.5"/>`;
    case 'bald':
      return `<path d="M121 196 C116 168 118 150 124 138 C130 150 134 170 136 196 Z M279 196 C284 168 282 150 276 138 C270 150 266 170 264 196 Z" fill="${c}"/>
        <ellipse cx="176" cy="104" rx="30" ry="14" fill="#fff" opacity="0.18" transform="rotate(-20 176 104)"/>`;
  }
}

function beard(f: Face): string {
  const c = f.beardColor;
  const moustache = f.lightMoustache
    ? `<path d="M176 236 Q200 229 224 236 Q200 236 176 236 Z" fill="${c}" stroke="${c}" stroke-width="3"/>`
    : `<path d="M166 236 Q184 222 200 228 Q216 222 234 236 Q224 244 200 238 Q176 244 166 236 Z" fill="${c}"/>`;
  const mouth = `<path d="M186 246 Q200 252 214 246" stroke="#4a2418" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  const jaw = (bottom: number, width = 1) =>
    `<path d="M${200 - 78 * width} 176 C${200 - 78 * width} 232 ${200 - 58 * width} ${bottom - 16} 200 ${bottom} C${200 + 58 * width} ${bottom - 16} ${200 + 78 * width} 232 ${200 + 78 * width} 176 L${200 + 68 * width} 176 C${200 + 66 * width} 214 252 228 232 232 Q200 222 168 232 C148 228 ${200 - 66 * width} 214 ${200 - 68 * width} 176 Z" fill="${c}"/>
     <path d="M172 250 Q200 262 228 250 L226 262 Q200 272 174 262 Z" fill="${c}"/>`;
  switch (f.beard) {
    case 'full':
      return `${jaw(318)}${moustache}${mouth}`;
    case 'boxed':
      return `${jaw(300)}${moustache}${mouth}`;
    case 'long':
      return `${jaw(352)}${moustache}${mouth}`;
    case 'goatee':
      return `<path d="M170 240 Q200 230 230 240 L234 276 Q200 300 166 276 Z" fill="${c}"/>${moustache}${mouth}`;
    case 'stubble': {
      const f1 = uid('stb');
      return `<defs>${blur(f1, 2)}</defs><g opacity="0.45" filter="url(#${f1})">${jaw(296)}</g>${moustache}${mouth}`;
    }
  }
}

function collar(f: Face): string {
  const d = darken(f.shirt, 0.18);
  switch (f.collar) {
    case 'crew':
      return `<path d="M158 296 Q200 326 242 296" stroke="${d}" stroke-width="10" fill="none"/>`;
    case 'band':
      return `<path d="M160 292 L164 312 Q200 328 236 312 L240 292" stroke="${d}" stroke-width="8" fill="none"/><line x1="200" y1="320" x2="200" y2="400" stroke="${d}" stroke-width="2"/>`;
    case 'open':
      return `<path d="M160 290 L200 340 L240 290" fill="${f.skin}"/>
        <path d="M150 290 L200 344 L176 358 Z M250 290 L200 344 L224 358 Z" fill="${lighten(f.shirt, 0.12)}" stroke="${d}" stroke-width="2"/>`;
  }
}

function portrait(f: Face): string {
  const bg = uid('bg');
  const skinShade = darken(f.skin, 0.16);
  const hairC = f.hairColor === '#cfcac3' ? '#8f8a84' : f.hairColor;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${RENDER}" height="${RENDER}" viewBox="0 0 400 400">
  <defs>${radial(
    bg,
    [
      [0, lighten(f.bg, 0.18)],
      [1, darken(f.bg, 0.08)],
    ],
    0.5,
    0.4,
    0.75,
  )}</defs>
  <rect width="400" height="400" fill="url(#${bg})"/>
  <g transform="translate(200 236) scale(1.14) translate(-200 -214)">
  <path d="M20 440 L30 400 C40 328 106 298 152 288 L248 288 C294 298 360 328 370 400 L380 440 Z" fill="${f.shirt}"/>
  <path d="M30 400 C40 328 106 298 152 288 L170 288 C130 310 110 350 104 400 Z" fill="#000" opacity="0.08"/>
  <path d="M164 236 L164 300 Q200 322 236 300 L236 236 Z" fill="${skinShade}"/>
  ${collar(f)}
  <ellipse cx="123" cy="186" rx="13" ry="23" fill="${skinShade}"/>
  <ellipse cx="277" cy="186" rx="13" ry="23" fill="${skinShade}"/>
  <path d="M122 168 C122 100 160 76 200 76 C240 76 278 100 278 168 C278 236 250 284 200 288 C150 284 122 236 122 168 Z" fill="${f.skin}"/>
  <path d="M250 110 C272 130 280 170 272 214 C266 246 246 272 224 282 C252 250 262 200 250 110 Z" fill="#000" opacity="0.07"/>
  ${beard(f)}
  ${hair(f)}
  ${f.greyTemples ? `<path d="M122 168 C120 150 124 136 130 126 L136 160 Z M278 168 C280 150 276 136 270 126 L264 160 Z" fill="${GREY}"/>` : ''}
  <path d="M152 158 Q170 148 186 156" stroke="${hairC}" stroke-width="7" fill="none" stroke-linecap="round"/>
  <path d="M214 156 Q230 148 248 158" stroke="${hairC}" stroke-width="7" fill="none" stroke-linecap="round"/>
  <ellipse cx="170" cy="178" rx="8" ry="6" fill="#22160f"/><circle cx="172" cy="176" r="2" fill="#fff" opacity="0.8"/>
  <ellipse cx="230" cy="178" rx="8" ry="6" fill="#22160f"/><circle cx="232" cy="176" r="2" fill="#fff" opacity="0.8"/>
  <path d="M201 186 Q196 208 190 216 Q200 222 210 216" stroke="${darken(f.skin, 0.3)}" stroke-width="3.5" fill="none" stroke-linecap="round"/>
  ${f.glasses ? `<g fill="none" stroke="#2a2420" stroke-width="4"><rect x="146" y="162" width="48" height="34" rx="12"/><rect x="206" y="162" width="48" height="34" rx="12"/><path d="M194 176 Q200 170 206 176 M146 172 L124 166 M254 172 L276 166"/></g>` : ''}
  </g>
</svg>`;
}

async function main() {
  const tmp = mkdtempSync(join(tmpdir(), 'kesara-faces-'));
  const browser = await launchBrowser();
  const page = await openPage(browser, RENDER, RENDER);
  try {
    for (const t of testimonials) {
      const face = FACES[t.id];
      if (!face) throw new Error(`No face for testimonial ${t.id}; add one to FACES.`);
      const out = join(PUBLIC, t.image);
      mkdirSync(dirname(out), { recursive: true });
      await showSvg(page, portrait(face), RENDER, RENDER);
      const png = join(tmp, `t${t.id}.png`);
      await shoot(page, png, 'png');
      execFileSync('ffmpeg', [
        '-loglevel',
        'error',
        '-y',
        '-i',
        png,
        '-vf',
        `scale=${OUT_SIZE}:${OUT_SIZE}:flags=lanczos`,
        '-c:v',
        'libwebp',
        '-quality',
        '82',
        out,
      ]);
      console.log(`${t.image}  ${t.author}  ${(statSync(out).size / 1024).toFixed(1)} KB`);
    }
  } finally {
    await browser.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
