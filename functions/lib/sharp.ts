import type { Sharp, SharpOptions } from 'sharp';

let loading: Promise<(input: Buffer, options: SharpOptions) => Sharp> | undefined;

/**
 * sharp on a picture. sharp is loaded on the first call, not when the function starts: loading it opens libvips, a
 * native library (about 120 ms here), and most requests of the routes that carry it have no picture (a product
 * edit that changes the price). An instance pays for it once, on its first picture (docs/decisions/0038).
 */
export async function sharpOf(input: Buffer, options: SharpOptions): Promise<Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  const sharp = await loading;
  return sharp(input, options);
}
