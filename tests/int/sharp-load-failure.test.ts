import { describe, expect, it, vi } from 'vitest';
import { storeImages } from '../../functions/domain/catalog/create-product';
import { catalogErrors } from '../../functions/domain/catalog/catalog-errors';
import { rasteriseSvg } from '../../functions/lib/svg-raster';
import { useShopBackend } from '../support/direct';

// A package without sharp's binary for the platform (what decision 0038 guards against) fails on import. That
// cannot happen for real on this machine, hence the stand-in.
vi.mock('sharp', () => {
  throw new Error('Could not load the "sharp" module using the linux-arm64 runtime');
});

useShopBackend();

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('sharp that cannot load (functions/lib/sharp.ts is loaded outside the unreadable-picture catch)', () => {
  it('a product picture fails with the load error (a 500), not as an unreadable picture (a 422)', async () => {
    const failure = await storeImages(999_999, [
      { bytes: PNG_SIGNATURE, contentType: 'image/png', extension: 'png' },
    ]).then(
      () => 'stored',
      (error: unknown) => error,
    );
    // The load error itself (vitest reports a throwing mock as the cause of its own error).
    expect(String((failure as Error).cause ?? failure)).toMatch(/Could not load the "sharp" module/);
    expect(failure).toBeInstanceOf(Error);
    expect(catalogErrors.is(failure, 'unreadable-image')).toBe(false);
  });

  it('an SVG avatar fails with the load error, not as a picture that cannot be drawn (null, a 422)', async () => {
    await expect(rasteriseSvg(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).rejects.toThrow();
  });
});
