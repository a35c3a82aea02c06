/**
 * Product images are stored as uploaded (the contract's URLs name the original, for the older client) and as WebP
 * variants at these widths, made by the server when the image is stored (docs/decisions/0040-image-variants.md).
 * A variant's path is the original's with its extension replaced: `products/7/12.jpg` -> `products/7/12.w320.webp`.
 */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 640] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

export const PRODUCT_IMAGE_PREFIX = 'products/';

export function imageVariantPath(path: string, width: ImageVariantWidth): string {
  return `${path.replace(/\.[A-Za-z0-9]+$/, '')}.w${width}.webp`;
}

/** Every stored path of an image: the original and its variants (what deleting the image must remove). */
export const imageFilePaths = (path: string): string[] => [
  path,
  ...IMAGE_VARIANT_WIDTHS.map((w) => imageVariantPath(path, w)),
];

/** Only the server's product images have variants; an avatar, a seeded poster or another site's URL has none. */
export function hasImageVariants(url: string): boolean {
  return /\/storage\/products\/\d+\/\d+\.(jpe?g|png|gif|webp)$/i.test(url);
}

/** The `srcset` of a product image URL (absolute or relative), or undefined when it has no variants. */
export function productImageSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !hasImageVariants(url)) return undefined;
  return IMAGE_VARIANT_WIDTHS.map((w) => `${imageVariantPath(url, w)} ${w}w`).join(', ');
}
