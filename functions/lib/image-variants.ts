import { IMAGE_VARIANT_WIDTHS, imageVariantPath, type ImageVariantWidth } from '../../shared/rules/images';
import { loadSharp } from './sharp';

const WEBP_QUALITY = 78;
/** As for avatars: a decompression bomb is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageVariant {
  width: ImageVariantWidth;
  path: string;
  bytes: Buffer;
}

/**
 * The WebP variants of one stored image, one per width of IMAGE_VARIANT_WIDTHS, or null when the bytes are not a
 * picture sharp can read. A smaller original is not enlarged, so every variant exists whatever was uploaded and the
 * SPA can name them all in `srcset`.
 */
export async function makeImageVariants(path: string, original: Buffer): Promise<ImageVariant[] | null> {
  const sharp = await loadSharp();
  try {
    const decoded = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    return await Promise.all(
      IMAGE_VARIANT_WIDTHS.map(async (width) => ({
        width,
        path: imageVariantPath(path, width),
        bytes: await decoded
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer(),
      })),
    );
  } catch {
    return null;
  }
}
