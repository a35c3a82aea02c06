import { loadSharp } from './sharp';

/** Largest side of a rasterised SVG avatar, and the most pixels an SVG may declare (refuses decompression bombs). */
export const SVG_AVATAR_SIDE = 512;
const MAX_INPUT_PIXELS = 4096 * 4096;

/**
 * An SVG avatar is drawn to a PNG and only the PNG is kept: pixels cannot run scripts, follow links or fetch
 * anything, whatever markup the SVG held (no deny-list to keep up to date). librsvg draws it without network
 * access and without reading other files for a document given as bytes. Null when it cannot be drawn.
 */
export async function rasteriseSvg(bytes: Buffer): Promise<Buffer | null> {
  const sharp = await loadSharp();
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .resize(SVG_AVATAR_SIDE, SVG_AVATAR_SIDE, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}
