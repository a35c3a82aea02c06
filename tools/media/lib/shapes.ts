/**
 * Stylised product drawings. Each returns SVG in its own coordinates:
 * - standing objects (bottles, jars, tins...) have their base centre at (0, 0) and extend upwards (negative y);
 * - flat objects (combs, apparel...) are centred on (0, 0), for top-down "flat lay" shots.
 * `focus` is the point a detail shot zooms on (the label or the print), in the same coordinates.
 */
import { darken, lighten, mix } from './color';
import { SANS, SERIF } from './render';
import {
  blur,
  C,
  cylinderGradient,
  esc,
  glossStreak,
  label,
  linear,
  mark,
  radial,
  round2 as r2,
  uid,
  wordmark,
  type LabelColors,
  type LabelText,
} from './svg';

export interface Shape {
  svg: string;
  w: number;
  h: number;
  flat: boolean;
  focus: { x: number; y: number };
  /** How much a detail shot may zoom in on `focus`. */
  zoom?: number;
  /** Height/width of the ellipses it shows (how far above it the camera is), so its podium matches. */
  view?: number;
}

/** Deterministic pseudo-random numbers, so every run draws the same fibres and grain. */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

const PAPER_LABEL: LabelColors = { paper: '#f4ede0', ink: C.primary, accent: '#a8782c' };
export const labelOn = (paper: string, ink: string, accent: string): LabelColors => ({ paper, ink, accent });

// ------------------------------------------------------------------ bottles and jars

export interface DropperOpts {
  glass: string;
  collar: string;
  bulb: string;
  text: LabelText;
  colors?: LabelColors;
  mini?: boolean;
}

export function dropper(o: DropperOpts): Shape {
  const k = o.mini ? 0.72 : 1;
  const w = 150 * k,
    H = 190 * k,
    s = 48 * k,
    nw = 54 * k,
    nh = 14 * k,
    cw = 76 * k,
    ch = 62 * k,
    bw = 50 * k,
    bh = 76 * k;
  const glass = uid('glass');
  const col = uid('col');
  const bulb = uid('bulb');
  const rb = 16 * k;
  const body = `M${-w / 2 + rb} 0 L${w / 2 - rb} 0 Q${w / 2} 0 ${w / 2} ${-rb} L${w / 2} ${-H}
    C${w / 2} ${-H - s * 0.65} ${nw / 2} ${-H - s * 0.55} ${nw / 2} ${-H - s} L${nw / 2} ${-H - s - nh} L${-nw / 2} ${-H - s - nh}
    L${-nw / 2} ${-H - s} C${-nw / 2} ${-H - s * 0.55} ${-w / 2} ${-H - s * 0.65} ${-w / 2} ${-H} L${-w / 2} ${-rb} Q${-w / 2} 0 ${-w / 2 + rb} 0 Z`;
  const collarTop = -H - s - nh - ch + 4 * k;
  let ribs = '';
  for (let x = -cw / 2 + 6 * k; x < cw / 2 - 3 * k; x += 5 * k) {
    ribs += `<line x1="${r2(x)}" x2="${r2(x)}" y1="${r2(collarTop + 8 * k)}" y2="${r2(collarTop + ch - 6 * k)}" stroke="#000" stroke-opacity="0.16" stroke-width="${r2(1.4 * k)}"/>`;
  }
  const bt = collarTop;
  const bulbPath = `M${-bw / 2} ${bt} L${-bw / 2 + 3 * k} ${bt - bh * 0.5} C${-bw / 2 + 2 * k} ${bt - bh * 1.08} ${bw / 2 - 2 * k} ${bt - bh * 1.08} ${bw / 2 - 3 * k} ${bt - bh * 0.5} L${bw / 2} ${bt} Z`;
  const lx = -w / 2 + 1,
    ly = -H + 14 * k,
    lw = w - 2,
    lh = H - 34 * k;
  const svg = `<defs>${cylinderGradient(glass, o.glass, 0.42)}${cylinderGradient(col, o.collar, 0.5)}${cylinderGradient(bulb, o.bulb, 0.3)}</defs>
    <path d="${body}" fill="url(#${glass})"/>
    <path d="${body}" fill="none" stroke="${darken(o.glass, 0.5)}" stroke-opacity="0.5" stroke-width="1.2"/>
    ${label(lx, ly, lw, lh, o.text, o.colors ?? PAPER_LABEL)}
    ${glossStreak(-w / 2 + 17 * k, -H - s * 0.55, 9 * k, s * 0.5, 0.55)}
    ${glossStreak(-w / 2 + 15 * k, ly + lh + 4 * k, 8 * k, 14 * k, 0.5)}
    ${glossStreak(w / 2 - 16 * k, -H + 4 * k, 4 * k, H - 16 * k, 0.18)}
    <path d="${bulbPath}" fill="url(#${bulb})"/>
    <rect x="${-cw / 2}" y="${collarTop}" width="${cw}" height="${ch}" rx="${6 * k}" fill="url(#${col})"/>
    ${ribs}
    <rect x="${-cw / 2}" y="${collarTop + ch - 9 * k}" width="${cw}" height="${9 * k}" rx="${3 * k}" fill="${darken(o.collar, 0.25)}" opacity="0.6"/>
    ${glossStreak(-cw / 2 + 11 * k, collarTop + 6 * k, 6 * k, ch - 14 * k, 0.5)}
    ${glossStreak(-bw / 2 + 10 * k, bt - bh * 0.85, 6 * k, bh * 0.6, 0.35)}`;
  return { svg, w, h: H + s + nh + ch + bh, flat: false, focus: { x: 0, y: ly + lh * 0.5 }, zoom: o.mini ? 2.3 : 1.75 };
}

export interface JarOpts {
  body: string;
  lid: string;
  text: LabelText;
  colors?: LabelColors;
  wide?: number;
  tall?: number;
  knurled?: boolean;
}

export function jar(o: JarOpts): Shape {
  const w = o.wide ?? 220,
    bh = o.tall ?? 150,
    lh = 58,
    ry = w * 0.1;
  const bodyG = uid('jb');
  const lidG = uid('jl');
  const topG = uid('jt');
  const body = `M${-w / 2} ${-bh} L${-w / 2} ${-14} Q${-w / 2} ${ry * 0.6} ${-w / 2 + 18} ${ry * 0.5} Q0 ${ry * 1.1} ${w / 2 - 18} ${ry * 0.5} Q${w / 2} ${ry * 0.6} ${w / 2} ${-14} L${w / 2} ${-bh} Z`;
  const lw = w + 12;
  const lt = -bh - lh;
  const lid = `M${-lw / 2} ${lt} L${-lw / 2} ${-bh + 2} Q0 ${-bh + ry * 1.4} ${lw / 2} ${-bh + 2} L${lw / 2} ${lt} Z`;
  let knurl = '';
  if (o.knurled) {
    for (let x = -lw / 2 + 5; x < lw / 2 - 2; x += 5) {
      const t = (x + lw / 2) / lw;
      const yb = -bh + 2 + ry * 1.4 * 4 * t * (1 - t) * 0.5;
      knurl += `<line x1="${r2(x)}" x2="${r2(x)}" y1="${r2(lt + ry * 0.9)}" y2="${r2(yb - 2)}" stroke="#000" stroke-opacity="0.14" stroke-width="1.5"/>`;
    }
  }
  const lx = -w / 2 + 1,
    ly = -bh + 16,
    lwid = w - 2,
    lhh = bh - 26;
  const svg = `<defs>${cylinderGradient(bodyG, o.body, 0.3)}${cylinderGradient(lidG, o.lid, 0.45)}
      ${radial(
        topG,
        [
          [0, lighten(o.lid, 0.35)],
          [0.7, o.lid],
          [1, darken(o.lid, 0.2)],
        ],
        0.35,
        0.3,
        0.8,
      )}</defs>
    <path d="${body}" fill="url(#${bodyG})"/>
    ${label(lx, ly, lwid, lhh, o.text, o.colors ?? PAPER_LABEL)}
    ${glossStreak(-w / 2 + 16, -bh + 8, 8, bh - 16, 0.3)}
    <path d="${lid}" fill="url(#${lidG})"/>
    ${knurl}
    <ellipse cx="0" cy="${lt}" rx="${lw / 2}" ry="${ry}" fill="url(#${topG})"/>
    <ellipse cx="0" cy="${lt}" rx="${lw / 2 - 1}" ry="${ry - 1}" fill="none" stroke="${lighten(o.lid, 0.4)}" stroke-opacity="0.7" stroke-width="1.5"/>
    ${glossStreak(-lw / 2 + 18, lt + 8, 8, lh - 12, 0.45)}`;
  return { svg, w: lw, h: bh + lh + ry, flat: false, focus: { x: 0, y: ly + lhh / 2 }, zoom: 1.9 };
}

export interface TinOpts {
  metal: string;
  print: string;
  text: LabelText;
  ink?: string;
  accent?: string;
  rx?: number;
}

/** A round tin seen from above at an angle; the printed lid carries the label. */
export function tin(o: TinOpts): Shape {
  const rx = o.rx ?? 150,
    ry = rx * 0.34,
    bodyH = 50,
    lidH = 32;
  const side = uid('ts');
  const lidSide = uid('tl');
  const top = uid('tt');
  const cy = -bodyH - lidH - ry;
  const br = rx - 3;
  const bodyPath = `M${-br} ${-bodyH - ry} L${-br} ${-ry} A${br} ${ry} 0 0 0 ${br} ${-ry} L${br} ${-bodyH - ry} Z`;
  const lidPath = `M${-rx} ${cy} L${-rx} ${cy + lidH} A${rx} ${ry} 0 0 0 ${rx} ${cy + lidH} L${rx} ${cy} Z`;
  const ink = o.ink ?? '#f4ede0';
  const accent = o.accent ?? '#d9ab5b';
  const s = rx / 150;
  const printed = `<g transform="translate(0 ${r2(cy)}) scale(1 ${r2(ry / rx)})">
      <circle r="${rx * 0.9}" fill="${o.print}"/>
      <circle r="${rx * 0.84}" fill="none" stroke="${accent}" stroke-width="${1.6 * s}"/>
      <circle r="${rx * 0.8}" fill="none" stroke="${accent}" stroke-width="${0.8 * s}" opacity="0.7"/>
      ${mark(0, -rx * 0.5, rx * 0.15, accent)}
      ${wordmark(0, -rx * 0.2, rx * 0.11, ink, 'middle', rx * 1.2)}
      <text x="0" y="${r2(rx * 0.13)}" font-family="${SERIF}" font-size="${r2(rx * 0.22)}" fill="${ink}" text-anchor="middle" data-fit="${r2(rx * 1.3)}">${esc(o.text.title)}</text>
      <text x="0" y="${r2(rx * 0.34)}" font-family="${SANS}" font-weight="700" font-size="${r2(rx * 0.085)}" letter-spacing="${r2(rx * 0.02)}" fill="${accent}" text-anchor="middle" data-fit="${r2(rx * 1.2)}">${esc(o.text.subtitle.toUpperCase())}</text>
      ${o.text.size ? `<text x="0" y="${r2(rx * 0.52)}" font-family="${SANS}" font-size="${r2(rx * 0.07)}" letter-spacing="${r2(rx * 0.01)}" fill="${ink}" opacity="0.8" text-anchor="middle">${esc(o.text.size)}</text>` : ''}
    </g>`;
  const svg = `<defs>${cylinderGradient(side, o.metal, 0.5)}${cylinderGradient(lidSide, o.metal, 0.55)}
      ${radial(
        top,
        [
          [0, lighten(o.metal, 0.45)],
          [0.6, o.metal],
          [1, darken(o.metal, 0.25)],
        ],
        0.3,
        0.25,
        0.9,
      )}</defs>
    <path d="${bodyPath}" fill="url(#${side})"/>
    <path d="${lidPath}" fill="url(#${lidSide})"/>
    <path d="M${-rx} ${cy + lidH} A${rx} ${ry} 0 0 0 ${rx} ${cy + lidH}" fill="none" stroke="${darken(o.metal, 0.45)}" stroke-width="2" opacity="0.6"/>
    <ellipse cx="0" cy="${r2(cy)}" rx="${rx}" ry="${r2(ry)}" fill="url(#${top})"/>
    ${printed}
    <ellipse cx="0" cy="${r2(cy)}" rx="${rx - 1.5}" ry="${r2(ry - 1.5)}" fill="none" stroke="${lighten(o.metal, 0.6)}" stroke-width="2.5" opacity="0.8"/>
    ${glossStreak(-rx + 22 * s, cy + 6, 10 * s, lidH - 4, 0.55)}`;
  // The origin is the centre of the tin's base, so the tin sits in the middle of its podium.
  return {
    svg: `<g transform="translate(0 ${r2(ry)})">${svg}</g>`,
    w: rx * 2,
    h: bodyH + lidH + ry,
    flat: false,
    focus: { x: 0, y: cy + ry },
    zoom: 1.35,
    view: 0.34,
  };
}

export interface PumpOpts {
  body: string;
  pump: string;
  text: LabelText;
  colors?: LabelColors;
  kind?: 'pump' | 'spray';
}

export function pumpBottle(o: PumpOpts): Shape {
  const spray = o.kind === 'spray';
  const w = spray ? 134 : 150,
    H = spray ? 280 : 300,
    r = spray ? 24 : 36;
  const bodyG = uid('pb');
  const pumpG = uid('pp');
  const body = `M${-w / 2 + 12} 0 L${w / 2 - 12} 0 Q${w / 2} 0 ${w / 2} -12 L${w / 2} ${-H + r} Q${w / 2} ${-H} ${w / 2 - r} ${-H} L${-w / 2 + r} ${-H} Q${-w / 2} ${-H} ${-w / 2} ${-H + r} L${-w / 2} -12 Q${-w / 2} 0 ${-w / 2 + 12} 0 Z`;
  const cw = spray ? 54 : 58,
    chh = spray ? 24 : 32;
  let top: string;
  let total: number;
  if (spray) {
    const aw = 48,
      ah = 50;
    const at = -H - chh - ah;
    top = `<rect x="${-cw / 2}" y="${-H - chh}" width="${cw}" height="${chh + 2}" rx="4" fill="url(#${pumpG})"/>
      <path d="M${-aw / 2} ${-H - chh + 1} L${-aw / 2} ${at + 12} Q${-aw / 2} ${at} ${-aw / 2 + 12} ${at} L${aw / 2 - 12} ${at} Q${aw / 2} ${at} ${aw / 2} ${at + 12} L${aw / 2} ${-H - chh + 1} Z" fill="url(#${pumpG})"/>
      <ellipse cx="0" cy="${at + 20}" rx="5" ry="4" fill="#111" opacity="0.75"/>
      ${glossStreak(-aw / 2 + 8, at + 6, 5, ah - 10, 0.45)}`;
    total = H + chh + ah;
  } else {
    const stemH = 26,
      hw = 62,
      hh = 30;
    const ht = -H - chh - stemH - hh;
    top = `<rect x="${-cw / 2}" y="${-H - chh}" width="${cw}" height="${chh + 2}" rx="5" fill="url(#${pumpG})"/>
      <rect x="-7" y="${-H - chh - stemH - 1}" width="14" height="${stemH + 2}" fill="url(#${pumpG})"/>
      <path d="M${-hw / 2} ${ht + hh} L${-hw / 2} ${ht + 8} Q${-hw / 2} ${ht} ${-hw / 2 + 8} ${ht} L${hw / 2} ${ht} L${hw / 2 + 46} ${ht + 2} Q${hw / 2 + 54} ${ht + 3} ${hw / 2 + 54} ${ht + 12} L${hw / 2 + 54} ${ht + 16} L${hw / 2 + 44} ${ht + 16} L${hw / 2 + 44} ${ht + 13} L${hw / 2} ${ht + 14} L${hw / 2} ${ht + hh} Z" fill="url(#${pumpG})"/>
      ${glossStreak(-hw / 2 + 8, ht + 4, 6, hh - 8, 0.45)}`;
    total = H + chh + stemH + hh;
  }
  const lx = -w / 2 + 1,
    ly = -H + (spray ? 52 : 62),
    lw = w - 2,
    lh = H - (spray ? 90 : 104);
  const svg = `<defs>${cylinderGradient(bodyG, o.body, 0.32)}${cylinderGradient(pumpG, o.pump, 0.45)}</defs>
    ${top}
    <path d="${body}" fill="url(#${bodyG})"/>
    ${label(lx, ly, lw, lh, o.text, o.colors ?? PAPER_LABEL, true, 2)}
    ${glossStreak(-w / 2 + 16, -H + 14, 9, H - 30, 0.32)}`;
  return { svg, w: w + 60, h: total, flat: false, focus: { x: 0, y: ly + lh / 2 }, zoom: 1.7 };
}

export interface TubeOpts {
  body: string;
  cap: string;
  text: LabelText;
  colors: LabelColors;
}

/** A squeeze tube standing on its cap. */
export function tube(o: TubeOpts): Shape {
  const bodyG = uid('tb');
  const capG = uid('tc');
  const capH = 46,
    capW = 84,
    top = -360,
    tw = 176,
    bw = 118;
  const body = `M${-bw / 2} ${-capH - 14} Q${-capW / 2} ${-capH - 4} ${-capW / 2 + 4} ${-capH} L${capW / 2 - 4} ${-capH} Q${capW / 2} ${-capH - 4} ${bw / 2} ${-capH - 14}
    L${tw / 2} ${top + 30} L${tw / 2} ${top} L${-tw / 2} ${top} L${-tw / 2} ${top + 30} Z`;
  let crimp = '';
  for (let y = top + 4; y < top + 22; y += 4) {
    crimp += `<line x1="${-tw / 2 + 3}" x2="${tw / 2 - 3}" y1="${y}" y2="${y}" stroke="#000" stroke-opacity="0.12" stroke-width="1.2"/>`;
  }
  const lx = -66,
    ly = top + 44,
    lw = 132,
    lh = 210;
  const svg = `<defs>${cylinderGradient(bodyG, o.body, 0.28)}${cylinderGradient(capG, o.cap, 0.45)}</defs>
    <rect x="${-capW / 2}" y="${-capH}" width="${capW}" height="${capH}" rx="8" fill="url(#${capG})"/>
    ${glossStreak(-capW / 2 + 10, -capH + 6, 6, capH - 12, 0.4)}
    <path d="${body}" fill="url(#${bodyG})"/>
    <rect x="${-tw / 2}" y="${top}" width="${tw}" height="24" fill="${darken(o.body, 0.06)}"/>
    ${crimp}
    ${label(lx, ly, lw, lh, o.text, o.colors, false, 3)}
    ${glossStreak(-tw / 2 + 22, top + 34, 9, 240, 0.28)}`;
  return { svg, w: tw, h: -top, flat: false, focus: { x: 0, y: ly + lh / 2 }, zoom: 1.8 };
}

// ------------------------------------------------------------------ gift box

export function giftBox(bottle: Shape, tinShape: Shape): Shape {
  const front = uid('bf');
  const topG = uid('bt');
  const green = C.primary;
  const gold = '#c8963e';
  const W = 360,
    H = 220,
    D = 46;
  const x0 = -W / 2 - 10,
    y0 = -30;
  const ribbon = uid('rb');
  const px = x0 + 200;
  const shadow = uid('gs');
  const svg = `<defs>${blur(shadow, 10)}${linear(front, [
    [0, lighten(green, 0.1)],
    [1, darken(green, 0.18)],
  ])}
      ${linear(topG, [
        [0, lighten(green, 0.25)],
        [1, lighten(green, 0.08)],
      ])}
      ${cylinderGradient(ribbon, gold, 0.5)}</defs>
    <ellipse cx="${x0 + W / 2 + 20}" cy="${y0 - 6}" rx="${W / 2 + 10}" ry="16" fill="#000" opacity="0.3" filter="url(#${shadow})"/>
    <g>
      <path d="M${x0} ${y0 - H} L${x0 + D} ${y0 - H - D} L${x0 + W + D} ${y0 - H - D} L${x0 + W} ${y0 - H} Z" fill="url(#${topG})"/>
      <path d="M${x0 + W} ${y0} L${x0 + W} ${y0 - H} L${x0 + W + D} ${y0 - H - D} L${x0 + W + D} ${y0 - D} Z" fill="${darken(green, 0.3)}"/>
      <rect x="${x0}" y="${y0 - H}" width="${W}" height="${H}" fill="url(#${front})"/>
      <line x1="${x0}" x2="${x0 + W}" y1="${y0 - H + 52}" y2="${y0 - H + 52}" stroke="#000" stroke-opacity="0.25" stroke-width="2"/>
      <line x1="${x0}" x2="${x0 + W}" y1="${y0 - H + 54}" y2="${y0 - H + 54}" stroke="#fff" stroke-opacity="0.08" stroke-width="1"/>
      <path d="M${x0 + W - 84} ${y0} L${x0 + W - 84} ${y0 - H} L${x0 + W - 84 + D} ${y0 - H - D}  L${x0 + W - 60 + D} ${y0 - H - D} L${x0 + W - 60} ${y0 - H} L${x0 + W - 60} ${y0} Z" fill="url(#${ribbon})" opacity="0.95"/>
      <path d="M${x0 + 10} ${y0 - H - 2} L${x0 + 10 + D} ${y0 - H - D - 2} L${x0 + W - 20 + D} ${y0 - H - D - 2} L${x0 + W - 20} ${y0 - H - 2}" fill="none" stroke="${gold}" stroke-width="1.5" opacity="0.6"/>
      ${mark(px, y0 - H + 112, 28, gold)}
      ${wordmark(px, y0 - H + 166, 15, gold, 'middle', 130)}
      <text x="${px}" y="${y0 - H + 188}" font-family="${SANS}" font-weight="700" font-size="9" letter-spacing="2.4" fill="${lighten(gold, 0.3)}" text-anchor="middle">BEARD CARE SET</text>
    </g>
    <g transform="translate(${-W / 2 + 70} 0) scale(0.62)">${bottle.svg}</g>
    <g transform="translate(${W / 2 - 60} 0) scale(0.5)">${tinShape.svg}</g>`;
  return { svg, w: W + D + 20, h: H + D + 30, flat: false, focus: { x: px, y: y0 - H + 140 }, zoom: 1.6 };
}

// ------------------------------------------------------------------ flat objects: combs, brushes, tools

export interface CombOpts {
  wood: string;
  length?: number;
  engrave: 'wood' | 'brass';
  grain?: boolean;
}

export function comb(o: CombOpts): Shape {
  const L = o.length ?? 440;
  const spineH = L * 0.1,
    teethH = L * 0.18,
    top = -(spineH + teethH) / 2;
  const g = uid('cg');
  const clip = uid('cc');
  let teeth = '';
  const fineEnd = -L / 2 + L * 0.55;
  let x = -L / 2 + 18;
  while (x < L / 2 - 22) {
    const fine = x < fineEnd;
    const tw = fine ? 4.4 : 7;
    const gap = fine ? 4.6 : 8;
    const th = teethH * (fine ? 0.9 : 1);
    teeth += `<rect x="${r2(x)}" y="${r2(top + spineH - 4)}" width="${tw}" height="${r2(th + 4)}" rx="${tw / 2}"/>`;
    x += tw + gap;
  }
  const spine = `<rect x="${-L / 2}" y="${r2(top)}" width="${L}" height="${r2(spineH + 2)}" rx="${r2(spineH * 0.45)}"/>
    <rect x="${-L / 2}" y="${r2(top + spineH * 0.3)}" width="16" height="${r2(spineH * 0.7 + teethH)}" rx="6"/>
    <rect x="${L / 2 - 16}" y="${r2(top + spineH * 0.3)}" width="16" height="${r2(spineH * 0.7 + teethH)}" rx="6"/>`;
  const rnd = rng(L);
  let grain = '';
  if (o.grain !== false) {
    for (let i = 0; i < 9; i++) {
      const y = top + 4 + rnd() * (spineH + teethH - 8);
      const a = rnd() * 6 - 3;
      grain += `<path d="M${-L / 2} ${r2(y)} C${r2(-L / 4)} ${r2(y + a)} ${r2(L / 4)} ${r2(y - a)} ${L / 2} ${r2(y + a * 0.6)}" stroke="${darken(o.wood, 0.35)}" stroke-opacity="${r2(0.12 + rnd() * 0.15)}" stroke-width="${r2(0.8 + rnd() * 1.4)}" fill="none"/>`;
    }
  }
  const engraveColor = o.engrave === 'brass' ? '#d4a653' : darken(o.wood, 0.42);
  const ty = top + spineH * 0.7;
  const svg = `<defs>${linear(g, [
    [0, lighten(o.wood, 0.22)],
    [0.35, o.wood],
    [1, darken(o.wood, 0.18)],
  ])}
      <clipPath id="${clip}">${spine}${teeth}</clipPath></defs>
    <g fill="url(#${g})">${spine}${teeth}</g>
    <g clip-path="url(#${clip})">${grain}
      <rect x="${-L / 2}" y="${r2(top)}" width="${L}" height="3" fill="#fff" opacity="0.35"/></g>
    ${o.engrave === 'wood' ? `<g transform="translate(0 1)" opacity="0.35">${wordmark(20, ty, spineH * 0.5, lighten(o.wood, 0.4))}</g>` : ''}
    ${mark(-L * 0.16, top + spineH * 0.52, spineH * 0.34, engraveColor)}
    ${wordmark(20, ty, spineH * 0.5, engraveColor)}`;
  return { svg, w: L, h: spineH + teethH, flat: true, focus: { x: 0, y: top + spineH / 2 }, zoom: 2 };
}

export function kitulBrush(): Shape {
  const wood = '#8a5a33';
  const fibre = '#3b2a1d';
  const rx = 150,
    ry = 84;
  const back = uid('kb');
  const rnd = rng(7);
  let fibres = '';
  for (let i = 0; i < 420; i++) {
    const a = rnd() * Math.PI * 2;
    const r0 = 0.9 + rnd() * 0.05;
    const r1 = 1.07 + rnd() * 0.06;
    const x0 = Math.cos(a) * rx * r0,
      y0 = Math.sin(a) * ry * r0 + 6;
    const x1 = Math.cos(a) * (rx * r1 + 4),
      y1 = Math.sin(a) * (ry * r1 + 6) + 8;
    const shade = mix(fibre, '#7a5a3a', rnd() * 0.6);
    fibres += `<line x1="${r2(x0)}" y1="${r2(y0)}" x2="${r2(x1)}" y2="${r2(y1)}" stroke="${shade}" stroke-width="${r2(1 + rnd() * 1.2)}" stroke-linecap="round"/>`;
  }
  const svg = `<defs>${radial(
    back,
    [
      [0, lighten(wood, 0.28)],
      [0.55, wood],
      [1, darken(wood, 0.3)],
    ],
    0.38,
    0.3,
    0.75,
  )}</defs>
    <ellipse cx="0" cy="8" rx="${rx * 1.06}" ry="${ry * 1.08}" fill="${fibre}"/>
    ${fibres}
    <ellipse cx="0" cy="4" rx="${rx}" ry="${ry}" fill="${darken(wood, 0.35)}"/>
    <ellipse cx="0" cy="0" rx="${rx}" ry="${ry}" fill="url(#${back})"/>
    <ellipse cx="0" cy="0" rx="${rx - 10}" ry="${ry - 10}" fill="none" stroke="${darken(wood, 0.3)}" stroke-opacity="0.35" stroke-width="2"/>
    <path d="M${-rx + 30} -30 C -60 -70, 60 -74, ${rx - 40} -40" stroke="#fff" stroke-opacity="0.18" stroke-width="10" fill="none" stroke-linecap="round"/>
    <g opacity="0.85">${mark(0, -22, 26, darken(wood, 0.5))}${wordmark(0, 36, 19, darken(wood, 0.5))}</g>`;
  return { svg, w: rx * 2.2, h: ry * 2.3, flat: true, focus: { x: 0, y: 0 }, zoom: 1.7 };
}

export function scissors(): Shape {
  const steel = uid('st');
  const steel2 = uid('st');
  const blade = (side: number) =>
    `<path transform="rotate(${side * 5})" d="M${side * -2} 18 L${side * -12} -30 Q${side * -13} -170 ${side * -1} -262 Q${side * 3} -266 ${side * 5} -258 Q${side * 9} -160 ${side * 11} -30 L${side * 10} 18 Z" fill="url(#${side < 0 ? steel : steel2})" stroke="#5b626a" stroke-width="1"/>`;
  const handle = (side: number) =>
    `<g transform="rotate(${side * 5})"><path d="M${side * -8} 0 Q${side * -14} 40 ${side * -36} 78" stroke="url(#${steel})" stroke-width="15" fill="none" stroke-linecap="round"/>
     <ellipse cx="${side * -44}" cy="120" rx="34" ry="40" fill="none" stroke="url(#${steel})" stroke-width="12"/>
     <ellipse cx="${side * -44}" cy="120" rx="34" ry="40" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="2" transform="translate(-2 -2)"/></g>`;
  const svg = `<defs>${linear(
    steel,
    [
      [0, '#eef1f4'],
      [0.45, '#a7afb8'],
      [0.55, '#d9dee3'],
      [1, '#6f7780'],
    ],
    false,
  )}
      ${linear(
        steel2,
        [
          [0, '#7b838c'],
          [0.5, '#e3e7eb'],
          [1, '#9aa2ab'],
        ],
        false,
      )}</defs>
    <g transform="translate(0 40)">
      ${handle(-1)}${handle(1)}${blade(-1)}${blade(1)}
      <circle cx="0" cy="0" r="11" fill="#c8963e" stroke="#8c6423" stroke-width="1.5"/>
      <line x1="-6" y1="-6" x2="6" y2="6" stroke="#7a561e" stroke-width="2"/>
      <text x="-3" y="-70" font-family="${SERIF}" font-size="11" letter-spacing="3" fill="#4e555c" opacity="0.8" transform="rotate(-87 -3 -70)">KESARA</text>
    </g>`;
  return { svg, w: 170, h: 430, flat: true, focus: { x: 0, y: 0 }, zoom: 2 };
}

export function safetyRazor(): Shape {
  const brass = uid('br');
  const brassV = uid('brv');
  const knurl = uid('kn');
  const gold = '#c8963e';
  const svg = `<defs>${cylinderGradient(brass, gold, 0.55)}${linear(brassV, [
    [0, lighten(gold, 0.45)],
    [0.5, gold],
    [1, darken(gold, 0.35)],
  ])}
      <pattern id="${knurl}" width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="7" height="7" fill="none"/><path d="M0 0 L0 7 M0 0 L7 0" stroke="#5d4216" stroke-opacity="0.45" stroke-width="1.6"/></pattern></defs>
    <rect x="-18" y="-10" width="36" height="250" rx="5" fill="url(#${brass})"/>
    <rect x="-18" y="20" width="36" height="190" fill="url(#${knurl})"/>
    <rect x="-22" y="228" width="44" height="30" rx="10" fill="url(#${brass})"/>
    <rect x="-14" y="-44" width="28" height="40" rx="4" fill="url(#${brass})"/>
    <rect x="-78" y="-66" width="156" height="26" rx="8" fill="url(#${brassV})"/>
    <rect x="-84" y="-74" width="168" height="7" rx="2" fill="#dfe4e8" stroke="#8c949c" stroke-width="1"/>
    <path d="M-76 -74 Q-76 -112 -30 -116 L30 -116 Q76 -112 76 -74 Z" fill="url(#${brassV})"/>
    <path d="M-60 -84 Q-56 -106 -24 -108 L24 -108" stroke="#fff" stroke-opacity="0.45" stroke-width="4" fill="none" stroke-linecap="round"/>
    ${glossStreak(-12, 0, 6, 230, 0.5)}
    ${mark(0, -92, 13, darken(gold, 0.45))}`;
  return { svg, w: 170, h: 380, flat: true, focus: { x: 0, y: -80 }, zoom: 2.2 };
}

export function shavingBrush(): Shape {
  const wood = '#5a3a24';
  const hG = uid('hg');
  const kG = uid('kg');
  const kShade = uid('ks');
  const ring = uid('rg');
  const handle = `M-54 0 C-54 -10 -50 -20 -40 -34 C-30 -52 -34 -86 -44 -110 L-46 -128 L46 -128 L44 -110 C34 -86 30 -52 40 -34 C50 -20 54 -10 54 0 Z`;
  const knot = `M-40 -130 C-70 -160 -76 -230 -52 -276 C-30 -312 30 -312 52 -276 C76 -230 70 -160 40 -130 Z`;
  const rnd = rng(3);
  let hairs = '';
  for (let i = 0; i < 80; i++) {
    const x = -48 + rnd() * 96;
    const top = -270 - rnd() * 28 + Math.abs(x) * 0.5;
    hairs += `<path d="M${r2(x * 0.7)} -134 Q${r2(x * 1.25)} ${r2((top - 134) / 2)} ${r2(x)} ${r2(top)}" stroke="${rnd() > 0.5 ? '#fff' : '#4a3f36'}" stroke-opacity="${r2(0.08 + rnd() * 0.12)}" stroke-width="1.2" fill="none"/>`;
  }
  const clip = uid('kc');
  const svg = `<defs>${cylinderGradient(hG, wood, 0.35)}${cylinderGradient(ring, '#c8963e', 0.55)}
      ${linear(kG, [
        [0, '#f3ede3'],
        [0.45, '#d9cfc1'],
        [0.8, '#8f8274'],
        [1, '#5a4e44'],
      ])}
      ${linear(
        kShade,
        [
          [0, '#000', 0.35],
          [0.25, '#000', 0],
          [0.7, '#000', 0.05],
          [1, '#000', 0.4],
        ],
        false,
      )}
      <clipPath id="${clip}"><path d="${knot}"/></clipPath></defs>
    <path d="${handle}" fill="url(#${hG})"/>
    ${glossStreak(-38, -120, 8, 110, 0.35)}
    <path d="${knot}" fill="url(#${kG})"/>
    <g clip-path="url(#${clip})">${hairs}<rect x="-80" y="-320" width="160" height="200" fill="url(#${kShade})"/></g>
    <rect x="-47" y="-140" width="94" height="16" rx="3" fill="url(#${ring})"/>
    ${mark(0, -60, 16, '#d9b06a', 0.9)}`;
  return { svg, w: 160, h: 310, flat: false, focus: { x: 0, y: -120 }, zoom: 1.9 };
}

export function doppKit(): Shape {
  const canvas = '#2c4a36';
  const bodyG = uid('dg');
  const shade = uid('ds');
  const leather = uid('dl');
  const tex = uid('dt');
  const body = `M-176 -8 Q-180 -150 -160 -196 Q-150 -214 -120 -214 L120 -214 Q150 -214 160 -196 Q180 -150 176 -8 Q176 0 160 0 L-160 0 Q-176 0 -176 -8 Z`;
  let teeth = '';
  for (let x = -146; x <= 146; x += 6) teeth += `<rect x="${x}" y="-203" width="3.2" height="7" fill="#b8893a"/>`;
  const svg = `<defs>${linear(bodyG, [
    [0, lighten(canvas, 0.12)],
    [1, darken(canvas, 0.25)],
  ])}
      ${linear(
        shade,
        [
          [0, '#000', 0.35],
          [0.2, '#000', 0],
          [0.8, '#000', 0],
          [1, '#000', 0.4],
        ],
        false,
      )}
      ${linear(leather, [
        [0, '#8a5e3a'],
        [1, '#5d3d24'],
      ])}
      <pattern id="${tex}" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 6 L6 0" stroke="#fff" stroke-opacity="0.05" stroke-width="1"/></pattern></defs>
    <path d="M-176 -170 C-232 -170 -232 -70 -176 -70" fill="none" stroke="url(#${leather})" stroke-width="16"/>
    <path d="${body}" fill="url(#${bodyG})"/>
    <path d="${body}" fill="url(#${tex})"/>
    <path d="${body}" fill="url(#${shade})"/>
    <path d="M-160 -200 Q0 -206 160 -200" stroke="${darken(canvas, 0.4)}" stroke-width="14" fill="none"/>
    ${teeth}
    <rect x="112" y="-206" width="20" height="13" rx="3" fill="#c8963e"/>
    <path d="M122 -194 L122 -166" stroke="url(#${leather})" stroke-width="10" stroke-linecap="round"/>
    <path d="M-168 -186 Q0 -196 168 -186" stroke="#e9dcc2" stroke-width="1.5" stroke-dasharray="6 5" fill="none" opacity="0.6"/>
    <path d="M-170 -14 Q0 -10 170 -14" stroke="#e9dcc2" stroke-width="1.5" stroke-dasharray="6 5" fill="none" opacity="0.45"/>
    <rect x="-70" y="-140" width="140" height="76" rx="10" fill="url(#${leather})"/>
    <rect x="-63" y="-133" width="126" height="62" rx="7" fill="none" stroke="#e9d6b5" stroke-width="1.3" stroke-dasharray="5 4" opacity="0.7"/>
    <g transform="translate(0 1)" opacity="0.35">${wordmark(0, -86, 15, '#f0d9b0')}</g>
    ${mark(0, -114, 14, '#3a2516')}
    ${wordmark(0, -87, 15, '#3a2516')}`;
  return { svg, w: 420, h: 220, flat: false, focus: { x: 0, y: -102 }, zoom: 2 };
}

// ------------------------------------------------------------------ apparel (flat lay)

export interface TeeOpts {
  fabric: string;
  print: string;
  printStyle: 'chest' | 'small';
  hoodie?: boolean;
}

export function garment(o: TeeOpts): Shape {
  const fab = uid('fa');
  const folds = uid('fo');
  const bl = uid('fb');
  const tee = `M-62 -266 Q0 -205 62 -266 L150 -240 L262 -158 L214 -92 L168 -128 L174 276 Q0 286 -174 276 L-168 -128 L-214 -92 L-262 -158 L-150 -240 Z`;
  const hoodie = `M-70 -262 Q0 -200 70 -262 L160 -234 Q220 -150 296 118 L238 140 L182 -86 L186 262 Q0 272 -186 262 L-182 -86 L-238 140 L-296 118 Q-220 -150 -160 -234 Z`;
  const body = o.hoodie ? hoodie : tee;
  const dark = darken(o.fabric, 0.25);
  const hood = o.hoodie
    ? `<path d="M-104 -244 Q-132 -360 0 -368 Q132 -360 104 -244 Z" fill="${darken(o.fabric, 0.08)}"/>
       <path d="M-78 -252 Q-86 -330 0 -334 Q86 -330 78 -252 Q0 -214 -78 -252 Z" fill="${darken(o.fabric, 0.35)}"/>`
    : `<path d="M-62 -266 Q0 -284 62 -266 Q0 -240 -62 -266 Z" fill="${darken(o.fabric, 0.3)}"/>`;
  const collar = o.hoodie
    ? `<path d="M-24 -222 L-30 -120 M24 -222 L30 -120" stroke="${lighten(o.fabric, 0.6)}" stroke-width="5" stroke-linecap="round"/>
       <rect x="-34" y="-124" width="8" height="18" rx="2" fill="#c8963e"/><rect x="26" y="-124" width="8" height="18" rx="2" fill="#c8963e"/>
       <path d="M-110 90 L110 90 L140 210 L-140 210 Z" fill="none" stroke="${dark}" stroke-width="3" opacity="0.6"/>
       <path d="M-110 90 L-140 210 M110 90 L140 210" stroke="${lighten(o.fabric, 0.15)}" stroke-width="1.5" opacity="0.4"/>
       <rect x="-186" y="236" width="372" height="30" fill="${darken(o.fabric, 0.1)}" opacity="0.8"/>
       <path d="M296 118 L238 140" stroke="${darken(o.fabric, 0.2)}" stroke-width="22"/>
       <path d="M-296 118 L-238 140" stroke="${darken(o.fabric, 0.2)}" stroke-width="22"/>`
    : `<path d="M-62 -266 Q0 -205 62 -266" stroke="${darken(o.fabric, 0.14)}" stroke-width="14" fill="none"/>
       <path d="M-62 -266 Q0 -205 62 -266" stroke="${lighten(o.fabric, 0.2)}" stroke-width="1.5" fill="none" transform="translate(0 7)" opacity="0.5"/>
       <path d="M262 -158 L214 -92" stroke="${darken(o.fabric, 0.12)}" stroke-width="10"/>
       <path d="M-262 -158 L-214 -92" stroke="${darken(o.fabric, 0.12)}" stroke-width="10"/>
       <path d="M-174 262 Q0 272 174 262" stroke="${darken(o.fabric, 0.12)}" stroke-width="1.5" fill="none" stroke-dasharray="5 4"/>`;
  const printSvg =
    o.printStyle === 'chest'
      ? `${mark(0, -120, 46, o.print, 0.95)}${wordmark(0, -40, 30, o.print)}`
      : `${mark(86, -168, 20, o.print, 0.95)}`;
  const svg = `<defs>${linear(fab, [
    [0, lighten(o.fabric, 0.08)],
    [1, darken(o.fabric, 0.08)],
  ])}
      ${linear(
        folds,
        [
          [0, '#000', 0.16],
          [0.18, '#000', 0],
          [0.5, '#fff', 0.06],
          [0.82, '#000', 0],
          [1, '#000', 0.16],
        ],
        false,
      )}
      ${blur(bl, 14)}</defs>
    ${hood}
    <path d="${body}" fill="url(#${fab})"/>
    <path d="${body}" fill="url(#${folds})"/>
    <g filter="url(#${bl})" opacity="0.5">
      <path d="M-120 40 Q-40 120 -90 240" stroke="${dark}" stroke-width="14" fill="none"/>
      <path d="M90 -60 Q140 60 110 200" stroke="${lighten(o.fabric, 0.3)}" stroke-width="18" fill="none"/>
      <path d="M-150 -200 Q-120 -160 -160 -120" stroke="${dark}" stroke-width="10" fill="none"/>
    </g>
    ${collar}
    ${printSvg}`;
  return {
    svg,
    w: o.hoodie ? 600 : 530,
    h: o.hoodie ? 640 : 560,
    flat: true,
    focus: o.printStyle === 'chest' ? { x: 0, y: -90 } : { x: 86, y: -168 },
    zoom: o.printStyle === 'chest' ? 1.9 : 3,
  };
}

export function cap(): Shape {
  const green = C.primary;
  const crownG = uid('cr');
  const peakG = uid('pk');
  const crown = `M-176 0 C-182 -128 -96 -206 4 -206 C110 -206 172 -128 160 -6 Q-8 26 -176 0 Z`;
  const peak = `M-176 -2 Q-8 26 160 -6 Q150 42 40 66 Q-120 96 -250 46 Q-236 10 -176 -2 Z`;
  const svg = `<defs>${radial(
    crownG,
    [
      [0, lighten(green, 0.22)],
      [0.6, green],
      [1, darken(green, 0.35)],
    ],
    0.38,
    0.3,
    0.8,
  )}
      ${linear(peakG, [
        [0, darken(green, 0.1)],
        [1, darken(green, 0.4)],
      ])}</defs>
    <path d="${crown}" fill="url(#${crownG})"/>
    <path d="M4 -206 Q-40 -120 -70 10 M4 -206 Q70 -110 70 6 M4 -206 Q-130 -150 -168 -10" stroke="${darken(green, 0.4)}" stroke-width="2" fill="none" opacity="0.6"/>
    <path d="M4 -206 Q-40 -120 -70 10" stroke="${lighten(green, 0.25)}" stroke-width="1" fill="none" opacity="0.4" transform="translate(3 0)"/>
    <ellipse cx="4" cy="-204" rx="14" ry="7" fill="${darken(green, 0.2)}"/>
    <circle cx="-110" cy="-120" r="4" fill="${darken(green, 0.45)}"/>
    <circle cx="110" cy="-116" r="4" fill="${darken(green, 0.45)}"/>
    <path d="${peak}" fill="url(#${peakG})"/>
    <path d="M-170 8 Q-8 34 150 6" stroke="${darken(green, 0.5)}" stroke-width="2" fill="none" opacity="0.6"/>
    <path d="M-220 40 Q-110 80 30 58 Q110 44 148 12" stroke="#e9dcc2" stroke-width="1.3" fill="none" stroke-dasharray="5 4" opacity="0.45"/>
    <path d="M-220 30 Q-110 68 30 46 Q110 32 146 2" stroke="#e9dcc2" stroke-width="1.3" fill="none" stroke-dasharray="5 4" opacity="0.45"/>
    <g>${mark(-4, -98, 44, '#d2a04d')}
      <circle cx="-4" cy="-98" r="46" fill="none" stroke="#d2a04d" stroke-width="1" stroke-dasharray="1.5 2.5" opacity="0.7"/></g>`;
  return { svg, w: 440, h: 300, flat: false, focus: { x: -4, y: -98 }, zoom: 2.2 };
}

export function apron(): Shape {
  const canvas = '#3d3b35';
  const strap = '#8a5e3a';
  const g = uid('ap');
  const sh = uid('as');
  const body = `M-110 -300 L110 -300 Q118 -180 190 -130 L190 290 Q190 310 170 310 L-170 310 Q-190 310 -190 290 L-190 -130 Q-118 -180 -110 -300 Z`;
  const stitch = (d: string) =>
    `<path d="${d}" stroke="#e9dcc2" stroke-width="1.4" stroke-dasharray="6 5" fill="none" opacity="0.55"/>`;
  const svg = `<defs>${linear(g, [
    [0, lighten(canvas, 0.1)],
    [1, darken(canvas, 0.15)],
  ])}
      ${linear(
        sh,
        [
          [0, '#000', 0.25],
          [0.2, '#000', 0],
          [0.8, '#000', 0],
          [1, '#000', 0.28],
        ],
        false,
      )}</defs>
    <path d="M-96 -300 C-110 -420 110 -420 96 -300" stroke="${strap}" stroke-width="18" fill="none"/>
    <path d="M-190 -126 C-250 -110 -268 10 -250 120" stroke="${strap}" stroke-width="18" fill="none" stroke-linecap="round"/>
    <path d="M190 -126 C250 -110 262 10 246 120" stroke="${strap}" stroke-width="18" fill="none" stroke-linecap="round"/>
    <path d="${body}" fill="url(#${g})"/>
    <path d="${body}" fill="url(#${sh})"/>
    ${stitch('M-102 -290 L102 -290 Q110 -176 180 -124 L180 300 L-180 300 L-180 -124 Q-110 -176 -102 -290 Z')}
    <rect x="-90" y="-236" width="84" height="92" rx="4" fill="${darken(canvas, 0.1)}"/>
    <rect x="6" y="-236" width="84" height="92" rx="4" fill="${darken(canvas, 0.1)}"/>
    ${stitch('M-84 -230 L-12 -230 L-12 -150 L-84 -150 Z')}${stitch('M12 -230 L84 -230 L84 -150 L12 -150 Z')}
    <path d="M-6 -236 L-6 -144" stroke="${darken(canvas, 0.3)}" stroke-width="2"/>
    <rect x="-60" y="-262" width="7" height="40" rx="3" fill="#b8b2a8"/>
    <rect x="-40" y="-258" width="5" height="36" rx="2" fill="#1b1b1b"/>
    <rect x="-170" y="40" width="340" height="130" rx="6" fill="${darken(canvas, 0.1)}"/>
    ${stitch('M-164 46 L164 46 L164 164 L-164 164 Z')}
    <path d="M-56 40 L-56 170 M56 40 L56 170" stroke="${darken(canvas, 0.3)}" stroke-width="2"/>
    <path d="M0 200 L0 310" stroke="${darken(canvas, 0.3)}" stroke-width="2"/>
    <rect x="-190" y="-138" width="24" height="24" rx="4" fill="#c8963e"/>
    <rect x="166" y="-138" width="24" height="24" rx="4" fill="#c8963e"/>
    ${mark(0, -40, 34, '#c8963e')}
    ${wordmark(0, 14, 20, '#c8963e')}`;
  return { svg, w: 540, h: 740, flat: true, focus: { x: 0, y: -30 }, zoom: 2.2 };
}

export function socks(): Shape {
  const one = (fabric: string, id: string) => {
    const g = uid('so');
    const path = `M-56 -250 L56 -250 L58 40 Q60 80 96 96 L196 130 Q240 146 228 188 Q214 226 170 214 L20 176 Q-56 156 -58 80 Z`;
    let ribs = '';
    for (let x = -48; x <= 50; x += 8)
      ribs += `<line x1="${x}" x2="${x}" y1="-246" y2="-180" stroke="#000" stroke-opacity="0.18" stroke-width="2"/>`;
    return `<g id="${id}"><defs>${linear(
      g,
      [
        [0, lighten(fabric, 0.1)],
        [1, darken(fabric, 0.12)],
      ],
      false,
    )}</defs>
      <path d="${path}" fill="url(#${g})"/>
      ${ribs}
      <rect x="-57" y="-168" width="114" height="14" fill="#c8963e"/>
      <rect x="-57" y="-148" width="114" height="5" fill="#c8963e" opacity="0.9"/>
      <path d="M-58 80 Q-56 156 20 176 L30 140 Q-10 130 -14 80 Z" fill="${darken(fabric, 0.25)}" opacity="0.8"/>
      <path d="M196 130 Q240 146 228 188 Q214 226 170 214 L184 176 Z" fill="${darken(fabric, 0.25)}" opacity="0.8"/>
      ${mark(0, -80, 15, '#c8963e', 0.9)}</g>`;
  };
  const svg = `<g transform="translate(-120 -10) rotate(-6)">${one('#2f3033', uid('sk'))}</g>
    <g transform="translate(30 30) rotate(4)">${one(C.primary, uid('sk'))}</g>`;
  return { svg, w: 520, h: 520, flat: true, focus: { x: 30, y: -60 }, zoom: 2.2 };
}

export function sarong(): Shape {
  const green = '#1d3a2a';
  const g = uid('sg');
  const check = uid('sc');
  const motifs = uid('sm');
  const W = 480,
    H = 320;
  const svg = `<defs>${linear(g, [
    [0, lighten(green, 0.1)],
    [1, darken(green, 0.1)],
  ])}
      <pattern id="${check}" width="24" height="24" patternUnits="userSpaceOnUse"><path d="M0 12 H24 M12 0 V24" stroke="#fff" stroke-opacity="0.05" stroke-width="2"/></pattern>
      <pattern id="${motifs}" width="60" height="80" patternUnits="userSpaceOnUse">
        <rect width="60" height="80" fill="#5a3a1c"/>
        <path d="M30 14 C40 26 40 44 30 56 C20 44 20 26 30 14 Z" fill="#d9ab5b"/>
        <path d="M30 22 C35 30 35 40 30 48 C25 40 25 30 30 22 Z" fill="#5a3a1c"/>
        <path d="M10 40 C16 34 22 36 24 40 C22 44 16 46 10 40 Z M50 40 C44 34 38 36 36 40 C38 44 44 46 50 40 Z" fill="#efe4cf"/>
        <circle cx="0" cy="0" r="5" fill="#efe4cf"/><circle cx="60" cy="0" r="5" fill="#efe4cf"/><circle cx="0" cy="80" r="5" fill="#efe4cf"/><circle cx="60" cy="80" r="5" fill="#efe4cf"/>
        <path d="M0 66 Q15 58 30 66 T60 66" stroke="#efe4cf" stroke-width="2" fill="none"/>
      </pattern></defs>
    <g transform="translate(16 18)" opacity="0.95">
      <rect x="${-W / 2}" y="${-H / 2}" width="${W}" height="${H}" rx="10" fill="${darken(green, 0.25)}"/>
    </g>
    <rect x="${-W / 2}" y="${-H / 2}" width="${W}" height="${H}" rx="10" fill="url(#${g})"/>
    <rect x="${-W / 2}" y="${-H / 2}" width="${W}" height="${H}" rx="10" fill="url(#${check})"/>
    <rect x="${-W / 2}" y="${H / 2 - 96}" width="${W}" height="80" fill="url(#${motifs})"/>
    <rect x="${-W / 2}" y="${H / 2 - 100}" width="${W}" height="4" fill="#d9ab5b"/>
    <rect x="${-W / 2}" y="${H / 2 - 16}" width="${W}" height="4" fill="#d9ab5b"/>
    <path d="M${-W / 2} ${-H / 2 + 150} Q0 ${-H / 2 + 140} ${W / 2} ${-H / 2 + 152}" stroke="#000" stroke-opacity="0.18" stroke-width="6" fill="none"/>
    <path d="M${-W / 2} ${-H / 2 + 156} Q0 ${-H / 2 + 146} ${W / 2} ${-H / 2 + 158}" stroke="#fff" stroke-opacity="0.07" stroke-width="4" fill="none"/>
    ${mark(W / 2 - 60, -H / 2 + 56, 22, '#d9ab5b', 0.9)}`;
  return { svg, w: W + 30, h: H + 30, flat: true, focus: { x: 0, y: H / 2 - 56 }, zoom: 2.2 };
}
