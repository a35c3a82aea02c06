import type sharpFunction from 'sharp';

let loading: Promise<typeof sharpFunction> | undefined;

/**
 * sharp, loaded on the first call rather than when the function starts: loading it opens libvips, a native library
 * (120-145 ms here), and most requests of the routes that carry it have no picture (a product edit that changes the
 * price). An instance pays for it once, on its first picture (docs/decisions/0038). Callers load it outside the
 * catch that turns a bad picture into a 422: sharp failing to load is the function's fault, a 500.
 */
export function loadSharp(): Promise<typeof sharpFunction> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
