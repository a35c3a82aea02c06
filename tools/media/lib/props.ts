/** Ingredient props for the "mood" shots: drawn at (x, y) with scale s. All stylised, nothing traced. */
import { darken, lighten } from './color';
import { blur, leafPath, linear, radial, round2 as r2, uid } from './svg';
import { rng } from './shapes';

export type PropKind =
  | 'sandalwood'
  | 'cinnamon'
  | 'coconut'
  | 'hibiscus'
  | 'vetiver'
  | 'shells'
  | 'curryleaf'
  | 'pebbles'
  | 'lime'
  | 'orange'
  | 'leaf'
  | 'clove'
  | 'towel';

const shadowOf = (inner: string, dx = 6, dy = 10, std = 6, op = 0.35) => {
  const f = uid('ps');
  return `<defs>${blur(f, std)}</defs><g filter="url(#${f})" opacity="${op}" transform="translate(${dx} ${dy})">${inner.replace(/fill="(?!none)[^"]*"/g, 'fill="#000"').replace(/stroke="(?!none)[^"]*"/g, 'stroke="#000"')}</g>`;
};

function withShadow(inner: string, x: number, y: number, s: number, rot = 0): string {
  return `<g transform="translate(${r2(x)} ${r2(y)}) rotate(${rot}) scale(${s})">${shadowOf(inner)}${inner}</g>`;
}

function sandalwood(): string {
  const g = uid('sw');
  const wood = '#b98552';
  const stick = (x: number, y: number, w: number, h: number, rot: number) =>
    `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="3" fill="url(#${g})"/>
      <path d="M${-w / 2 + 4} ${-h / 2 + 6} L${-w / 2 + 6} ${h / 2 - 6} M${w / 2 - 8} ${-h / 2 + 4} L${w / 2 - 6} ${h / 2 - 4}" stroke="${darken(wood, 0.35)}" stroke-opacity="0.4" stroke-width="1.2"/></g>`;
  return `<defs>${linear(
    g,
    [
      [0, lighten(wood, 0.25)],
      [1, darken(wood, 0.2)],
    ],
    false,
  )}</defs>
    ${stick(0, 0, 26, 120, 78)}${stick(20, -26, 22, 96, 64)}${stick(-36, 20, 18, 70, 96)}`;
}

function cinnamon(): string {
  const bark = '#8b4a22';
  const g = uid('cn');
  const quill = (x: number, y: number, len: number, rot: number) =>
    `<g transform="translate(${x} ${y}) rotate(${rot})">
      <rect x="${-len / 2}" y="-11" width="${len}" height="22" rx="10" fill="url(#${g})"/>
      <ellipse cx="${len / 2 - 2}" cy="0" rx="6" ry="11" fill="${darken(bark, 0.25)}"/>
      <path d="M${len / 2 - 2} -6 a5 6 0 1 1 -1 10" stroke="${lighten(bark, 0.35)}" stroke-width="1.5" fill="none"/>
      <path d="M${-len / 2 + 20} -9 L${len / 2 - 30} -10" stroke="${lighten(bark, 0.3)}" stroke-width="1.2" opacity="0.6"/></g>`;
  return `<defs>${linear(g, [
    [0, lighten(bark, 0.3)],
    [0.5, bark],
    [1, darken(bark, 0.35)],
  ])}</defs>
    ${quill(0, 0, 150, -8)}${quill(10, 24, 130, -2)}${quill(-8, -22, 110, -14)}`;
}

function coconut(): string {
  const husk = uid('ch');
  const rnd = rng(11);
  let fibres = '';
  for (let i = 0; i < 60; i++) {
    const a = rnd() * Math.PI;
    const r = 58 + rnd() * 4;
    fibres += `<line x1="${r2(Math.cos(a) * r)}" y1="${r2(Math.sin(a) * r * 0.95)}" x2="${r2(Math.cos(a) * (r + 5))}" y2="${r2(Math.sin(a) * (r + 5) * 0.95)}" stroke="#3b2414" stroke-width="1.2"/>`;
  }
  return `<defs>${radial(
    husk,
    [
      [0, '#8a5a34'],
      [1, '#4a2c18'],
    ],
    0.4,
    0.3,
    0.8,
  )}</defs>
    <path d="M-60 0 A60 57 0 0 0 60 0 Z" fill="url(#${husk})"/>
    ${fibres}
    <ellipse cx="0" cy="0" rx="60" ry="22" fill="#3e2616"/>
    <ellipse cx="0" cy="0" rx="55" ry="19" fill="#f6f1e6"/>
    <ellipse cx="0" cy="2" rx="44" ry="13" fill="#e4dccb"/>`;
}

function hibiscus(): string {
  const red = '#b3262c';
  const g = uid('hb');
  let petals = '';
  for (let i = 0; i < 5; i++) {
    petals += `<path transform="rotate(${i * 72})" d="M0 0 C-34 -14 -44 -58 -14 -70 C-4 -76 8 -76 16 -68 C40 -52 30 -12 0 0 Z" fill="url(#${g})"/>`;
  }
  return `<defs>${radial(
    g,
    [
      [0, '#6e0f18'],
      [0.35, red],
      [1, lighten(red, 0.2)],
    ],
    0.5,
    1,
    1.1,
  )}</defs>
    ${petals}
    <path d="M0 0 L22 -46" stroke="#e6c27a" stroke-width="3"/>
    <circle cx="22" cy="-48" r="5" fill="#e9b949"/><circle cx="16" cy="-44" r="3" fill="#e9b949"/><circle cx="26" cy="-40" r="3" fill="#e9b949"/>`;
}

function vetiver(): string {
  const rnd = rng(5);
  let blades = '';
  for (let i = 0; i < 22; i++) {
    const a = -40 + rnd() * 80;
    const l = 90 + rnd() * 60;
    blades += `<path d="M0 0 Q${r2(a * 0.4)} ${r2(-l * 0.6)} ${r2(a)} ${r2(-l)}" stroke="${i % 3 ? '#a88f5a' : '#7d6a3f'}" stroke-width="${r2(1.5 + rnd())}" fill="none"/>`;
  }
  return `<g transform="rotate(80)">${blades}<rect x="-10" y="-8" width="20" height="12" rx="3" fill="#6b4a2c"/></g>`;
}

function shells(): string {
  const shell = (x: number, y: number, s: number, rot: number) => {
    let ribs = '';
    for (let i = -3; i <= 3; i++) ribs += `<path d="M0 26 L${i * 9} -18" stroke="#c9b49a" stroke-width="1.4"/>`;
    return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})"><path d="M0 28 L-34 -6 Q-30 -30 0 -32 Q30 -30 34 -6 Z" fill="#f2e8da"/>${ribs}<path d="M-8 28 L8 28 L6 36 L-6 36 Z" fill="#e6d6c0"/></g>`;
  };
  return `${shell(0, 0, 1, -10)}${shell(70, 16, 0.7, 24)}<ellipse cx="-52" cy="26" rx="16" ry="11" fill="#9a9a92"/><ellipse cx="40" cy="-30" rx="11" ry="8" fill="#c8c2b6"/>`;
}

function curryleaf(): string {
  let leaves = '';
  for (let i = 0; i < 7; i++) {
    const y = -i * 22;
    leaves += `<path transform="translate(0 ${y}) rotate(-62)" d="${leafPath(44, 12)}" fill="${i % 2 ? '#3f7a3a' : '#356b31'}"/>`;
    leaves += `<path transform="translate(0 ${y - 8}) rotate(62)" d="${leafPath(44, 12)}" fill="${i % 2 ? '#356b31' : '#3f7a3a'}"/>`;
  }
  return `<g transform="rotate(70)"><path d="M0 20 L0 -160" stroke="#4b6b2e" stroke-width="3"/>${leaves}<path transform="translate(0 -158)" d="${leafPath(40, 11)}" fill="#3f7a3a"/></g>`;
}

function pebbles(): string {
  const g1 = uid('pb');
  return `<defs>${radial(
    g1,
    [
      [0, '#d8d2c8'],
      [1, '#8f887d'],
    ],
    0.35,
    0.3,
    0.8,
  )}</defs>
    <ellipse cx="0" cy="0" rx="40" ry="26" fill="url(#${g1})"/><ellipse cx="56" cy="10" rx="26" ry="18" fill="url(#${g1})"/><ellipse cx="-46" cy="16" rx="20" ry="14" fill="url(#${g1})"/>`;
}

function citrus(color: string, flesh: string): string {
  let seg = '';
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    seg += `<line x1="0" y1="0" x2="${r2(Math.cos(a) * 40)}" y2="${r2(Math.sin(a) * 40)}" stroke="#fbf6e6" stroke-width="2"/>`;
  }
  return `<circle r="50" fill="${color}"/><circle r="45" fill="#fbf6e6"/><circle r="41" fill="${flesh}"/>${seg}<circle r="5" fill="#fbf6e6"/>`;
}

function clove(): string {
  const one = (x: number, y: number, rot: number) =>
    `<g transform="translate(${x} ${y}) rotate(${rot})"><path d="M-2 0 L-3 34 L3 34 L2 0 Z" fill="#5a3320"/><circle cx="0" cy="-4" r="6" fill="#6e3f27"/><path d="M-6 -2 L0 -12 L6 -2" fill="#4a2a1a"/></g>`;
  return `${one(0, 0, 20)}${one(26, 8, -30)}${one(-20, 14, 70)}`;
}

function tropicalLeaf(): string {
  const g = uid('tl');
  let veins = '';
  for (let i = 1; i < 8; i++) {
    const y = -i * 26;
    veins += `<path d="M0 ${y} Q-30 ${y - 6} -52 ${y + 10} M0 ${y} Q30 ${y - 6} 52 ${y + 10}" stroke="#9fbf8f" stroke-opacity="0.35" stroke-width="1.5" fill="none"/>`;
  }
  return `<defs>${linear(
    g,
    [
      [0, '#4d7f47'],
      [1, '#2d5a2f'],
    ],
    false,
  )}</defs>
    <path d="${leafPath(230, 90)}" fill="url(#${g})"/><path d="M0 10 L0 -225" stroke="#a9c79a" stroke-opacity="0.6" stroke-width="2"/>${veins}`;
}

function towel(): string {
  return `<rect x="-120" y="-60" width="240" height="120" rx="8" fill="#efe7d8"/>
    <rect x="-120" y="-60" width="240" height="120" rx="8" fill="none" stroke="#d8ccb6" stroke-width="2"/>
    <rect x="-120" y="30" width="240" height="10" fill="#c8963e" opacity="0.6"/>
    <path d="M-120 -20 Q0 -28 120 -20" stroke="#000" stroke-opacity="0.06" stroke-width="8" fill="none"/>`;
}

const DRAW: Record<PropKind, () => string> = {
  sandalwood,
  cinnamon,
  coconut,
  hibiscus,
  vetiver,
  shells,
  curryleaf,
  pebbles,
  lime: () => citrus('#4f8a2b', '#b9d66a'),
  orange: () => citrus('#d9781f', '#f2a54a'),
  leaf: tropicalLeaf,
  clove,
  towel,
};

export function prop(kind: PropKind, x: number, y: number, s = 1, rot = 0): string {
  return withShadow(DRAW[kind](), x, y, s, rot);
}
