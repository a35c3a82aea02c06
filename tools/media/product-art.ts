/**
 * How each demo product is drawn: its shape, label and colours, and the backdrop and props of its pictures.
 * Keyed by `SeedProduct.key` (infra/local/seed/catalogue.ts). Pure data plus small drawing calls; no files.
 */
import { C } from './lib/svg';
import type { SceneOpts } from './lib/scenes';
import {
  apron,
  cap,
  comb,
  doppKit,
  dropper,
  garment,
  giftBox,
  jar,
  kitulBrush,
  labelOn,
  pumpBottle,
  safetyRazor,
  sarong,
  scissors,
  shavingBrush,
  socks,
  tin,
  tube,
  type Shape,
} from './lib/shapes';

export interface ProductArt extends SceneOpts {
  draw: () => Shape;
}

const AMBER = '#7a3f14';
const BRASS = '#c8963e';
const BLACK = '#1d1d1d';
const CREAM = '#f4ede0';

// Backdrops: warm neutrals and a sage, all close to the brand's paper colour.
const SAND = '#e6d8bf';
const CLAY = '#e5cdb8';
const SAGE = '#d3dccb';
const STONE = '#dcd6cc';
const LINEN = '#e9dfcd';
const MIST = '#d3d9d6';
// Mood backdrop for products that are green themselves.
const TEAK = '#3b2c21';

const greenLabel = labelOn(C.primary, CREAM, '#d9ab5b');

const sandalOil = () =>
  dropper({
    glass: AMBER,
    collar: BRASS,
    bulb: BLACK,
    text: { title: 'Beard Oil', subtitle: 'Sandalwood', size: '30 ml · 1 fl oz' },
  });
const balmTin = () =>
  tin({ metal: '#b7b9bb', print: C.primary, text: { title: 'Beard Balm', subtitle: 'Coconut & Shea', size: '60 g' } });

export const PRODUCT_ART: Record<string, ProductArt> = {
  // Beard
  'beard-oil-sandalwood': { draw: sandalOil, tint: SAND, props: ['sandalwood', 'coconut'] },
  'beard-oil-cinnamon': {
    draw: () =>
      dropper({
        glass: AMBER,
        collar: '#262626',
        bulb: BLACK,
        colors: greenLabel,
        text: { title: 'Beard Oil', subtitle: 'Cinnamon & Clove', size: '30 ml · 1 fl oz' },
      }),
    tint: CLAY,
    mood: TEAK,
    props: ['cinnamon', 'clove'],
  },
  'beard-oil-travel': {
    draw: () =>
      dropper({
        glass: AMBER,
        collar: BRASS,
        bulb: BLACK,
        mini: true,
        text: { title: 'Beard Oil', subtitle: 'Sandalwood · Travel', size: '10 ml' },
      }),
    tint: SAGE,
    props: ['sandalwood', 'pebbles'],
    scale: 0.9,
  },
  'beard-balm-coconut': { draw: balmTin, tint: LINEN, mood: TEAK, props: ['coconut', 'pebbles'] },
  'beard-wash-daily': {
    draw: () =>
      pumpBottle({
        body: '#24432f',
        pump: BLACK,
        text: { title: 'Beard Wash', subtitle: 'Lime & Vetiver', size: '150 ml' },
      }),
    tint: SAGE,
    mood: TEAK,
    props: ['lime', 'vetiver'],
  },
  'beard-butter-vetiver': {
    draw: () =>
      jar({
        body: '#222222',
        lid: BRASS,
        knurled: true,
        text: { title: 'Beard Butter', subtitle: 'Vetiver · Reserve', size: '50 g' },
      }),
    tint: CLAY,
    props: ['vetiver', 'pebbles'],
  },
  'moustache-wax': {
    draw: () =>
      tin({
        metal: BRASS,
        print: '#1f1f1f',
        rx: 120,
        text: { title: 'Moustache Wax', subtitle: 'Firm Hold', size: '20 g' },
      }),
    tint: STONE,
    props: ['pebbles', 'leaf'],
  },
  'beard-kit-reserve': {
    draw: () => giftBox(sandalOil(), balmTin()),
    tint: SAND,
    mood: TEAK,
    props: ['sandalwood', 'cinnamon'],
    scale: 1.15,
  },

  // Hair
  'hair-clay-matte': {
    draw: () =>
      jar({
        body: '#cfc9bd',
        lid: '#262626',
        colors: greenLabel,
        text: { title: 'Matte Clay', subtitle: 'Strong Hold · No Shine', size: '80 g' },
      }),
    tint: STONE,
    mood: TEAK,
    props: ['pebbles', 'leaf'],
    scale: 0.85,
  },
  'hair-pomade-shine': {
    draw: () =>
      tin({
        metal: '#2a2a2a',
        print: BRASS,
        ink: '#1b1b1b',
        accent: C.primary,
        text: { title: 'Shine Pomade', subtitle: 'Medium Hold · Citrus', size: '100 g' },
      }),
    tint: CLAY,
    props: ['orange', 'pebbles'],
  },
  'hair-shampoo-coconut': {
    draw: () =>
      pumpBottle({
        body: '#ece4d4',
        pump: BRASS,
        colors: greenLabel,
        text: { title: 'Shampoo', subtitle: 'Coconut Milk', size: '250 ml' },
      }),
    tint: SAGE,
    mood: TEAK,
    props: ['coconut', 'leaf'],
  },
  'hair-conditioner-hibiscus': {
    draw: () =>
      pumpBottle({
        body: '#6b2128',
        pump: BLACK,
        text: { title: 'Conditioner', subtitle: 'Hibiscus', size: '250 ml' },
      }),
    tint: '#e8d6cb',
    props: ['hibiscus', 'leaf'],
  },
  'hair-spray-seasalt': {
    draw: () =>
      pumpBottle({
        kind: 'spray',
        body: '#3d6470',
        pump: '#e8e2d6',
        text: { title: 'Sea Salt Spray', subtitle: 'Mirissa · Texture', size: '150 ml' },
      }),
    tint: MIST,
    props: ['shells', 'pebbles'],
  },
  'hair-tonic-curryleaf': {
    draw: () =>
      dropper({
        glass: '#2c5637',
        collar: BLACK,
        bulb: BLACK,
        text: { title: 'Scalp Tonic', subtitle: 'Curry Leaf & Rosemary', size: '100 ml' },
      }),
    tint: SAGE,
    mood: TEAK,
    props: ['curryleaf', 'lime'],
  },
  'hair-cream-hold': {
    draw: () =>
      tube({
        body: '#efe8dc',
        cap: C.primary,
        colors: labelOn('#efe8dc', C.primary, '#a8782c'),
        text: { title: 'Hold Cream', subtitle: 'Everyday · Low Shine', size: '50 ml' },
      }),
    tint: SAND,
    props: ['leaf', 'pebbles'],
  },

  // Accessories
  'comb-sandalwood': {
    draw: () => comb({ wood: '#c89a66', engrave: 'wood' }),
    tint: SAND,
    props: ['sandalwood', 'leaf', 'pebbles'],
    rotate: -16,
  },
  'brush-kitul': { draw: kitulBrush, tint: LINEN, props: ['leaf', 'pebbles', 'coconut'], rotate: -8 },
  'comb-pocket': {
    draw: () => comb({ wood: '#2b2521', length: 300, engrave: 'brass', grain: false }),
    tint: STONE,
    props: ['leaf'],
    rotate: 14,
  },
  'scissors-steel': { draw: scissors, tint: MIST, props: ['towel', 'leaf'], rotate: 38, scale: 1.2 },
  'razor-safety': { draw: safetyRazor, tint: LINEN, props: ['towel', 'leaf', 'pebbles'], rotate: -40 },
  'brush-shaving': { draw: shavingBrush, tint: SAND, props: ['towel', 'pebbles'] },
  'dopp-kit-canvas': { draw: doppKit, tint: LINEN, mood: TEAK, props: ['towel', 'leaf'], scale: 1.1 },

  // Apparel
  'tee-logo-forest': {
    draw: () => garment({ fabric: C.primary, print: BRASS, printStyle: 'chest' }),
    tint: LINEN,
    mood: TEAK,
    props: ['leaf', 'pebbles', 'sandalwood'],
  },
  'tee-crew-paper': {
    draw: () => garment({ fabric: '#f1ebdf', print: C.primary, printStyle: 'small' }),
    tint: '#c9d2c2',
    props: ['leaf', 'pebbles'],
  },
  'cap-embroidered': { draw: cap, tint: SAND, mood: TEAK, props: ['leaf', 'pebbles'], scale: 1.1 },
  'apron-barber': { draw: apron, tint: LINEN, props: ['leaf', 'towel'] },
  'hoodie-charcoal': {
    draw: () => garment({ fabric: '#3a3b3d', print: '#65676b', printStyle: 'chest', hoodie: true }),
    tint: STONE,
    props: ['leaf'],
  },
  'sarong-batik': { draw: sarong, tint: LINEN, mood: TEAK, props: ['hibiscus', 'leaf'], rotate: -6 },
  'socks-brass': { draw: socks, tint: STONE, props: ['leaf'] },
};
