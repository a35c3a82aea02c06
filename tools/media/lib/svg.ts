/** SVG building blocks shared by the product, testimonial and hero scenes. */
import { brand } from '../../../shared/brand';
import { darken, lighten, mix } from './color';
import { SANS, SERIF } from './render';

export const C = brand.colors;

let counter = 0;
/** A document-unique id for gradients, filters and clip paths. */
export const uid = (prefix: string) => `${prefix}${++counter}`;

export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const n = (v: number) => Number(v.toFixed(2));

/**
 * Horizontal gradient that makes a flat shape read as a lit cylinder (light from the upper left):
 * dark rim, bright highlight a quarter in, body colour, soft falloff to the right rim.
 */
export function cylinderGradient(id: string, base: string, gloss = 0.35): string {
  return `<linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0">
    <stop offset="0" stop-color="${darken(base, 0.45)}"/>
    <stop offset="0.07" stop-color="${darken(base, 0.18)}"/>
    <stop offset="0.2" stop-color="${lighten(base, gloss)}"/>
    <stop offset="0.34" stop-color="${lighten(base, gloss * 0.25)}"/>
    <stop offset="0.62" stop-color="${base}"/>
    <stop offset="0.88" stop-color="${darken(base, 0.22)}"/>
    <stop offset="1" stop-color="${darken(base, 0.5)}"/>
  </linearGradient>`;
}

export function linear(id: string, stops: [number, string, number?][], vertical = true): string {
  const dir = vertical ? 'x1="0" x2="0" y1="0" y2="1"' : 'x1="0" x2="1" y1="0" y2="0"';
  return `<linearGradient id="${id}" ${dir}>${stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('')}</linearGradient>`;
}

export function radial(id: string, stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('')}</radialGradient>`;
}

export const blur = (id: string, std: number) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`;

/**
 * The Kesara mark: a double ring around a serif K, with a small brass-style spark above it.
 * Drawn in one colour so it can be printed, foiled, embroidered or engraved.
 */
export function mark(cx: number, cy: number, r: number, color: string, opacity = 1): string {
  const inner =
    r >= 12
      ? `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.8)}" fill="none" stroke="${color}" stroke-width="${n(r * 0.035)}"/>`
      : '';
  return `<g opacity="${opacity}">
    <circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.96)}" fill="none" stroke="${color}" stroke-width="${n(r * 0.08)}"/>
    ${inner}
    <text x="${n(cx)}" y="${n(cy + r * 0.4)}" font-family="${SERIF}" font-size="${n(r * 1.18)}" font-weight="600" fill="${color}" text-anchor="middle">K</text>
    <path d="M${n(cx)} ${n(cy - r * 0.7)} l${n(r * 0.07)} ${n(r * 0.09)} l-${n(r * 0.07)} ${n(r * 0.09)} l-${n(r * 0.07)} -${n(r * 0.09)}z" fill="${color}"/>
  </g>`;
}

/** KESARA in spaced serif capitals. */
export function wordmark(
  x: number,
  y: number,
  size: number,
  color: string,
  anchor: 'middle' | 'start' = 'middle',
  fit?: number,
): string {
  const spacing = size * 0.28;
  // letter-spacing adds space after the last letter too; shift back by half of it to stay centred.
  const dx = anchor === 'middle' ? spacing / 2 : 0;
  return `<text x="${n(x + dx)}" y="${n(y)}" font-family="${SERIF}" font-size="${n(size)}" font-weight="500" letter-spacing="${n(spacing)}" fill="${color}" text-anchor="${anchor}"${fit ? ` data-fit="${fit}"` : ''}>KESARA</text>`;
}

export interface LabelText {
  /** Product type, the biggest line, e.g. "Beard Oil". */
  title: string;
  /** Scent or variant, small capitals, e.g. "Sandalwood". */
  subtitle: string;
  /** Net content, e.g. "30 ml". */
  size?: string;
}

export interface LabelColors {
  paper: string;
  ink: string;
  accent: string;
}

/**
 * A product label laid on a cylinder or a flat face: mark, wordmark, rule, title, subtitle, size.
 * `curved` adds edge shading so it reads as wrapped around the body.
 */
export function label(
  x: number,
  y: number,
  w: number,
  h: number,
  t: LabelText,
  c: LabelColors,
  curved = true,
  radius = 4,
): string {
  const cx = x + w / 2;
  const shade = uid('lshade');
  const fitW = w * 0.72;
  const curve = curved
    ? `${linear(
        shade,
        [
          [0, '#000', 0.38],
          [0.16, '#000', 0.08],
          [0.28, '#fff', 0.12],
          [0.42, '#fff', 0],
          [0.8, '#000', 0.06],
          [1, '#000', 0.42],
        ],
        false,
      )}`
    : '';
  return `<g>
    <defs>${curve}</defs>
    <rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${radius}" fill="${c.paper}"/>
    <rect x="${n(x + w * 0.05)}" y="${n(y + h * 0.04)}" width="${n(w * 0.9)}" height="${n(h * 0.92)}" rx="${radius}" fill="none" stroke="${c.accent}" stroke-width="${n(Math.max(0.8, h * 0.006))}" opacity="0.8"/>
    ${mark(cx, y + h * 0.19, Math.min(w, h) * 0.1, c.accent)}
    ${wordmark(cx, y + h * 0.39, h * 0.075, c.ink, 'middle', fitW)}
    <line x1="${n(cx - w * 0.12)}" x2="${n(cx + w * 0.12)}" y1="${n(y + h * 0.45)}" y2="${n(y + h * 0.45)}" stroke="${c.accent}" stroke-width="${n(Math.max(0.8, h * 0.008))}"/>
    <text x="${n(cx)}" y="${n(y + h * 0.62)}" font-family="${SERIF}" font-size="${n(h * 0.135)}" fill="${c.ink}" text-anchor="middle" data-fit="${n(fitW)}">${esc(t.title)}</text>
    <text x="${n(cx + h * 0.008)}" y="${n(y + h * 0.755)}" font-family="${SANS}" font-weight="700" font-size="${n(h * 0.058)}" letter-spacing="${n(h * 0.016)}" fill="${c.accent}" text-anchor="middle" data-fit="${n(fitW)}">${esc(t.subtitle.toUpperCase())}</text>
    ${t.size ? `<text x="${n(cx)}" y="${n(y + h * 0.89)}" font-family="${SANS}" font-size="${n(h * 0.052)}" letter-spacing="${n(h * 0.01)}" fill="${mix(c.ink, c.paper, 0.35)}" text-anchor="middle">${esc(t.size)}</text>` : ''}
    ${curved ? `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${radius}" fill="url(#${shade})"/>` : ''}
  </g>`;
}

/** A soft contact shadow under an object standing at (cx, y). */
export function contactShadow(cx: number, y: number, w: number, strength = 0.35): string {
  const f1 = uid('sh');
  const f2 = uid('sh');
  return `<defs>${blur(f1, w * 0.09)}${blur(f2, w * 0.025)}</defs>
    <ellipse cx="${n(cx + w * 0.06)}" cy="${n(y)}" rx="${n(w * 0.62)}" ry="${n(w * 0.1)}" fill="#000" opacity="${strength * 0.55}" filter="url(#${f1})"/>
    <ellipse cx="${n(cx)}" cy="${n(y)}" rx="${n(w * 0.48)}" ry="${n(w * 0.035)}" fill="#000" opacity="${strength}" filter="url(#${f2})"/>`;
}

/** A vertical soft highlight streak (glass or metal gloss). */
export function glossStreak(x: number, y: number, w: number, h: number, opacity = 0.45): string {
  const f = uid('gl');
  return `<defs>${blur(f, Math.max(1, w * 0.35))}</defs><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(w / 2)}" fill="#fff" opacity="${opacity}" filter="url(#${f})"/>`;
}

/** Silhouette of a palm frond, for the dappled leaf shadows thrown on backdrops (origin at the stem base). */
export function palmFrond(len: number, leaflets = 16): string {
  let d = `M0 0 Q ${n(len * 0.1)} ${n(-len * 0.5)} 0 ${n(-len)}`;
  for (let i = 1; i <= leaflets; i++) {
    const t = i / (leaflets + 1);
    const y = -len * t;
    const x = len * 0.1 * Math.sin(Math.PI * t) * 0.8;
    const l = len * 0.42 * Math.sin(Math.PI * (0.15 + t * 0.85)) + len * 0.05;
    for (const side of [-1, 1]) {
      const ex = x + side * l;
      const ey = y + l * 0.35;
      d += ` M${n(x)} ${n(y)} Q ${n(x + side * l * 0.5)} ${n(y - l * 0.12)} ${n(ex)} ${n(ey)} Q ${n(x + side * l * 0.5)} ${n(y + l * 0.1)} ${n(x)} ${n(y + len * 0.02)} Z`;
    }
  }
  return d;
}

/** A simple tropical leaf (origin at the stem, pointing up), used as a prop. */
export function leafPath(len: number, width: number): string {
  return `M0 0 C ${n(-width)} ${n(-len * 0.25)} ${n(-width * 0.8)} ${n(-len * 0.75)} 0 ${n(-len)} C ${n(width * 0.8)} ${n(-len * 0.75)} ${n(width)} ${n(-len * 0.25)} 0 0 Z`;
}

export { n as round2 };
