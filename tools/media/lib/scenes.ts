/**
 * Product photo scenes, 800 x 800. Three kinds, one per picture of a product:
 * 1 studio: warm paper backdrop, arch, podium (or a flat-lay surface), palm-leaf shadow;
 * 2 mood: forest-green set with a brass glow and ingredient props;
 * 3 detail: the studio shot zoomed on the label or print.
 */
import { darken, lighten, mix } from './color';
import { prop, type PropKind } from './props';
import type { Shape } from './shapes';
import { blur, C, contactShadow, linear, palmFrond, radial, round2 as r2, uid } from './svg';

export const SIZE = 800;

export interface SceneOpts {
  /** Backdrop colour of the studio shot. */
  tint: string;
  /** Ingredient props of the mood shot (first two are placed left and right of the product). */
  props: PropKind[];
  /** Rotation of a flat-lay object, degrees. */
  rotate?: number;
  /** Backdrop colour of the mood shot (forest green unless the product itself is green). */
  mood?: string;
  /** Extra scale for objects that look too small or too big once fitted. */
  scale?: number;
}

interface Placed {
  body: string;
  focus: { x: number; y: number };
}

const FLOOR = 622;

/** Scale and floor line of a standing object: low objects (tins, jars) stand on a higher podium. */
function standing(shape: Shape, opts: SceneOpts): { s: number; floor: number } {
  const wide = shape.view ? 410 : 370;
  const s = Math.min(wide / shape.w, 480 / shape.h, 1.6) * (opts.scale ?? 1);
  return { s, floor: shape.h * s < 300 ? 580 : FLOOR };
}

function place(shape: Shape, opts: SceneOpts, dark: boolean): Placed {
  if (shape.flat) {
    const rot = opts.rotate ?? 0;
    const rad = (rot * Math.PI) / 180;
    const bw = Math.abs(shape.w * Math.cos(rad)) + Math.abs(shape.h * Math.sin(rad));
    const bh = Math.abs(shape.w * Math.sin(rad)) + Math.abs(shape.h * Math.cos(rad));
    const s = Math.min(560 / bw, 560 / bh, 1.6) * (opts.scale ?? 1);
    const f = uid('drop');
    const fx = shape.focus.x * Math.cos(rad) - shape.focus.y * Math.sin(rad);
    const fy = shape.focus.x * Math.sin(rad) + shape.focus.y * Math.cos(rad);
    const body = `<defs><filter id="${f}" x="-30%" y="-30%" width="160%" height="160%">
        <feDropShadow dx="${r2(10 / s)}" dy="${r2(16 / s)}" stdDeviation="${r2(12 / s)}" flood-color="#000" flood-opacity="${dark ? 0.5 : 0.28}"/></filter></defs>
      <g transform="translate(400 ${dark ? 390 : 400}) rotate(${rot}) scale(${r2(s)})" filter="url(#${f})">${shape.svg}</g>`;
    return { body, focus: { x: 400 + fx * s, y: (dark ? 390 : 400) + fy * s } };
  }
  const { s, floor: base } = standing(shape, opts);
  const body = `${contactShadow(400, base, shape.w * s, dark ? 0.6 : 0.38)}
    <g transform="translate(400 ${base}) scale(${r2(s)})">${shape.svg}</g>`;
  return { body, focus: { x: 400 + shape.focus.x * s, y: base + shape.focus.y * s } };
}

const podiumRy = (shape: Shape) => Math.round(230 * Math.max(0.15, (shape.view ?? 0.15) * 0.85));

function podium(top: string, side: string, cy = FLOOR, rx = 230, ry = 34, h = 90): string {
  const g = uid('pod');
  return `<defs>${linear(
    g,
    [
      [0, darken(side, 0.2)],
      [0.3, lighten(side, 0.08)],
      [0.7, side],
      [1, darken(side, 0.25)],
    ],
    false,
  )}</defs>
    <path d="M${400 - rx} ${cy} L${400 - rx} ${cy + h} A${rx} ${ry} 0 0 0 ${400 + rx} ${cy + h} L${400 + rx} ${cy} Z" fill="url(#${g})"/>
    <ellipse cx="400" cy="${cy}" rx="${rx}" ry="${ry}" fill="${top}"/>
    <ellipse cx="400" cy="${cy}" rx="${rx - 1}" ry="${ry - 1}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="1.5"/>`;
}

function palmShadow(x: number, y: number, rot: number, len: number, opacity: number, color = '#000'): string {
  const f = uid('palm');
  return `<defs>${blur(f, 7)}</defs><path transform="translate(${x} ${y}) rotate(${rot})" d="${palmFrond(len)}" fill="${color}" opacity="${opacity}" filter="url(#${f})"/>`;
}

function frame(inner: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${inner}</svg>`;
}

function studioLayers(shape: Shape, opts: SceneOpts): { svg: string; focus: { x: number; y: number } } {
  const t = opts.tint;
  const bg = uid('bg');
  const arch = uid('arch');
  const placed = place(shape, opts, false);
  if (shape.flat) {
    const surf = uid('surf');
    const svg = `<defs>${radial(
      surf,
      [
        [0, lighten(t, 0.35)],
        [0.7, lighten(t, 0.1)],
        [1, darken(t, 0.06)],
      ],
      0.45,
      0.4,
      0.8,
    )}</defs>
      <rect width="800" height="800" fill="url(#${surf})"/>
      ${palmShadow(-60, 900, 38, 700, 0.1)}
      ${placed.body}`;
    return { svg, focus: placed.focus };
  }
  const svg = `<defs>${linear(bg, [
    [0, lighten(t, 0.42)],
    [0.62, lighten(t, 0.12)],
    [1, darken(t, 0.08)],
  ])}
      ${linear(arch, [
        [0, darken(t, 0.04)],
        [1, darken(t, 0.1)],
      ])}</defs>
    <rect width="800" height="800" fill="url(#${bg})"/>
    <path d="M210 ${standing(shape, opts).floor} L210 300 A190 190 0 0 1 590 300 L590 ${standing(shape, opts).floor} Z" fill="url(#${arch})"/>
    ${palmShadow(-40, 700, 32, 620, 0.09)}
    ${podium(lighten(t, 0.3), lighten(t, 0.05), standing(shape, opts).floor, 230, podiumRy(shape), 140)}
    ${placed.body}`;
  return { svg, focus: placed.focus };
}

export function studio(shape: Shape, opts: SceneOpts): string {
  return frame(studioLayers(shape, opts).svg);
}

export function detail(shape: Shape, opts: SceneOpts): string {
  const { svg, focus } = studioLayers(shape, opts);
  const z = shape.zoom ?? 1.8;
  const vignette = uid('vig');
  return frame(`<defs>${radial(
    vignette,
    [
      [0.6, '#000', 0],
      [1, '#000', 0.18],
    ],
    0.5,
    0.5,
    0.75,
  )}</defs>
    <g transform="translate(400 400) scale(${z}) translate(${r2(-focus.x)} ${r2(-focus.y)})">${svg}</g>
    <rect width="800" height="800" fill="url(#${vignette})"/>`);
}

export function mood(shape: Shape, opts: SceneOpts): string {
  const glow = uid('glow');
  const floor = uid('floor');
  const green = opts.mood ?? C.primary;
  const placed = place(shape, opts, true);
  const [a, b, c] = opts.props;
  const leafBlur = uid('lb');
  const backLeaves = `<defs>${blur(leafBlur, 5)}</defs><g filter="url(#${leafBlur})" opacity="0.55">
      ${prop('leaf', 60, 330, 1.2, 35)}${prop('leaf', 760, 300, 1.1, -40)}</g>`;
  if (shape.flat) {
    const surf = uid('surf');
    const svg = `<defs>${radial(
      surf,
      [
        [0, lighten(green, 0.16)],
        [0.7, green],
        [1, darken(green, 0.4)],
      ],
      0.45,
      0.4,
      0.85,
    )}</defs>
      <rect width="800" height="800" fill="url(#${surf})"/>
      ${palmShadow(860, -40, 215, 640, 0.22)}
      ${a ? prop(a, 128, 680, 1.15, -12) : ''}${b ? prop(b, 690, 130, 1, 20) : ''}${c ? prop(c, 700, 690, 0.95, 0) : ''}
      ${placed.body}`;
    return frame(svg);
  }
  const svg = `<defs>${radial(
    glow,
    [
      [0, mix(green, C.accent, 0.35)],
      [0.45, green],
      [1, darken(green, 0.45)],
    ],
    0.5,
    0.42,
    0.7,
  )}
      ${linear(floor, [
        [0, darken(green, 0.3)],
        [1, darken(green, 0.6)],
      ])}</defs>
    <rect width="800" height="800" fill="url(#${glow})"/>
    ${backLeaves}
    <rect y="${FLOOR + 40}" width="800" height="${800 - FLOOR - 40}" fill="url(#${floor})"/>
    ${podium(mix(green, '#000', 0.15), darken(green, 0.35), standing(shape, opts).floor, 220, podiumRy(shape), 120)}
    ${placed.body}
    ${a ? prop(a, 140, 728, 1.2, -8) : ''}${b ? prop(b, 665, 735, 1.1, 6) : ''}`;
  return frame(svg);
}

export type Variant = 'studio' | 'mood' | 'detail';
export const VARIANTS: Variant[] = ['studio', 'mood', 'detail'];

export function scene(variant: Variant, shape: Shape, opts: SceneOpts): string {
  if (variant === 'mood') return mood(shape, opts);
  if (variant === 'detail') return detail(shape, opts);
  return studio(shape, opts);
}
