import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, imageVariantPath, productImageSrcSet } from '../../shared/rules/images';
import { file, PNG, productForm, SEED_JPEG } from '../support/admin';
import { adminToken, api } from '../support/api';

/** Issue 9 item 5: every product image, seeded or uploaded, is also stored as WebP at each width of IMAGE_VARIANT_WIDTHS. */
async function servedVariant(url: string) {
  const res = await fetch(url);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), bytes };
}

describe('product image variants', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken();
  });

  it('a seeded product image has its WebP variants, each at its width, smaller than the original', async () => {
    // The seed's pictures are 800 px JPEGs; other tests add tiny PNGs to the same shop.
    const beard = await api('/v2/products/filtered_products', { method: 'POST', body: { category: 'Beard' } });
    const seeded = (beard.body.data as Array<{ id: number; image: string }>).find((p) => p.image.endsWith('.jpg'))!;
    const original: string = (await api(`/v2/product/${seeded.id}`)).body.data.images[0].path;
    const originalBytes = Buffer.from(await (await fetch(original)).arrayBuffer());
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const variant = await servedVariant(imageVariantPath(original, width));
      expect(variant.status, `${width}w`).toBe(200);
      expect(variant.type).toBe('image/webp');
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(variant.bytes.length).toBeLessThan(originalBytes.length);
    }
    expect(productImageSrcSet(original)).toBe(
      IMAGE_VARIANT_WIDTHS.map((w) => `${imageVariantPath(original, w)} ${w}w`).join(', '),
    );
  });

  it('an uploaded image gets them too (never enlarged), the API still names the original, and deleting the product removes them all', async () => {
    const res = await api('/v2/products/add_new_product', {
      method: 'POST',
      token: admin,
      body: productForm({ name: 'Variant Oil' }, [
        file(SEED_JPEG(), 'b.jpg', 'image/jpeg'),
        file(PNG, 'a.png', 'image/png'),
      ]),
    });
    expect(res.status).toBe(201);
    const [jpg, png] = (await api(`/v2/product/${res.body.data.id}`)).body.data.images as Array<{ path: string }>;
    expect(jpg.path).toMatch(/\/storage\/products\/\d+\/\d+\.jpg$/);
    const small = await servedVariant(imageVariantPath(png.path, 640));
    expect(small.status).toBe(200);
    expect((await sharp(small.bytes).metadata()).width).toBe(1);

    expect((await api(`/v2/products/${res.body.data.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    for (const image of [jpg, png]) {
      for (const width of IMAGE_VARIANT_WIDTHS)
        expect((await fetch(imageVariantPath(image.path, width))).status, `${image.path} ${width}w`).toBe(404);
    }
  });

  it('a file that only starts like a PNG is refused with SPEC text and leaves nothing stored', async () => {
    const fake = Buffer.concat([PNG.subarray(0, 16), Buffer.from('not the rest of a png')]);
    const res = await api('/v2/products/add_new_product', {
      method: 'POST',
      token: admin,
      body: productForm({ name: 'Broken Oil' }, [
        file(SEED_JPEG(), 'b.jpg', 'image/jpeg'),
        file(fake, 'a.png', 'image/png'),
      ]),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.images).toEqual(['Only JPEG and PNG images are allowed']);
  });
});
