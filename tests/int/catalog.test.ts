import { beforeAll, describe, expect, it } from 'vitest';
import { api, registerCustomer, shopUrl } from '../support/api';
import { createTestProduct, TINY_PNG } from '../support/direct';

type Product = Awaited<ReturnType<typeof createTestProduct>>;

describe('catalogue (C1-C3, section 5, search)', () => {
  let oil: Product;
  let comb: Product;
  let tee: Product;

  beforeAll(async () => {
    oil = await createTestProduct({
      name: 'Sandalwood Beard Oil Test',
      category: 'Beard',
      price: 2450,
      discount: 15,
      isNew: true,
      featured: true,
      stock: 3,
      imageCount: 2,
      reviewStars: [5, 4, 4, 3],
      description: 'Cold-pressed coconut and sandalwood for a soft beard.',
    });
    comb = await createTestProduct({
      name: 'Crème Comb Test',
      category: 'Accessories',
      price: 950,
      discount: 0,
      brandName: 'Kesara Tools',
      description: 'A wide-tooth comb.',
    });
    tee = await createTestProduct({ name: 'Lion Tee Test', category: 'Apparel', price: 2000, featured: false });
  });

  it('C2 answers one detail with the storefront and admin fields, numeric image ids and absolute URLs', async () => {
    const res = await api(`/v2/product/${oil.id}`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    const d = res.body.data;
    expect(d).toMatchObject({
      id: oil.id,
      name: 'Sandalwood Beard Oil Test',
      price: 2450,
      discount: 15,
      currency: 'LKR',
      isNew: true,
      stock: 3,
      category: 'Beard',
      brandName: 'Kesara',
      sku: oil.sku,
      user_guide_pdf: null,
    });
    expect(d.images).toHaveLength(2);
    for (const image of d.images) {
      expect(typeof image.id).toBe('number');
      expect(image.path).toMatch(new RegExp(`^${shopUrl()}/storage/products/${oil.id}/\\d+\\.png$`));
    }
    const file = await fetch(d.images[0].path);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(TINY_PNG)).toBe(true);
    const viaApiPrefix = await fetch(d.images[0].path.replace('/storage/', '/api/storage/'));
    expect(viaApiPrefix.status).toBe(200);
  });

  it('C2 answers 404 with a message for an unknown id and refuses ids that are not all digits', async () => {
    expect(await api('/v2/product/999999999')).toMatchObject({
      status: 404,
      body: { status: 'error', message: 'Product not found' },
    });
    for (const bad of ['abc', '12a', '-1', '1.5']) expect((await api(`/v2/product/${bad}`)).status).toBe(404);
  });

  it('C3 lists one category matched case-insensitively, with numeric prices and null for no discount', async () => {
    for (const category of ['Accessories', 'ACCESSORIES', 'accessories']) {
      const res = await api('/v2/products/filtered_products', { method: 'POST', body: { category } });
      expect(res.status).toBe(200);
      const card = res.body.data.find((p: { id: number }) => p.id === comb.id);
      expect(card).toMatchObject({
        id: comb.id,
        price: 950,
        discount: null,
        isNew: false,
        currency: 'LKR',
        description: 'A wide-tooth comb.',
      });
      expect(typeof card.price).toBe('number');
      expect(res.body.data.every((p: { category: string }) => p.category === 'Accessories')).toBe(true);
    }
    const beard = await api('/v2/products/filtered_products', { method: 'POST', body: { category: 'Beard' } });
    expect(beard.body.data.find((p: { id: number }) => p.id === oil.id).discount).toBe(15);
  });

  it('C3 refuses an unknown or missing category with 422', async () => {
    for (const body of [{ category: 'Shoes' }, {}, { category: 5 }]) {
      const res = await api('/v2/products/filtered_products', { method: 'POST', body });
      expect(res.status).toBe(422);
      expect(res.body.errors.category[0]).toMatch(/^Please choose a category/);
    }
  });

  it('C1 keys featured cards by the four categories and leaves out products not featured', async () => {
    const res = await api('/v2/products/featured', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)).toEqual(['Beard', 'Hair', 'Accessories', 'Apparel']);
    const card = res.body.data.Beard.find((p: { id: number }) => p.id === oil.id);
    expect(card).toEqual({
      id: oil.id,
      name: oil.name,
      image: expect.stringMatching(/^http/),
      price: 2450,
      currency: 'LKR',
      rating: 4,
      reviews: 0.004,
    });
    expect(res.body.data.Apparel.some((p: { id: number }) => p.id === tee.id)).toBe(false);
  });

  it('public catalogue routes ignore a stale token', async () => {
    const c = await registerCustomer();
    await api('/v2/logout', { method: 'POST', token: c.token });
    expect((await api('/v2/products/featured', { method: 'POST', token: c.token })).status).toBe(200);
    expect((await api(`/v2/product/${oil.id}`, { token: 'garbage' })).status).toBe(200);
  });

  it('filter answers the bare array, by category and price band', async () => {
    const all = await api('/v2/products/filter', { method: 'POST', body: { category: null, priceRange: null } });
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([oil.id, comb.id, tee.id]));
    const band = await api('/v2/products/filter', {
      method: 'POST',
      body: { category: 'apparel', priceRange: 'LKR 1000 - LKR 2000' },
    });
    expect(band.body.some((p: { id: number }) => p.id === tee.id)).toBe(true);
    expect(
      // A product with variants is in the band of its lowest variant price (issue 20, decision 0054).
      band.body.every(
        (p: { price: number; price_from?: number; category: string }) =>
          (p.price_from ?? p.price) >= 1000 && (p.price_from ?? p.price) <= 2000 && p.category === 'Apparel',
      ),
    ).toBe(true);
    const over = await api('/v2/products/filter', {
      method: 'POST',
      body: { category: 'Apparel', priceRange: 'over-2000' },
    });
    expect(over.body.some((p: { id: number }) => p.id === tee.id)).toBe(false);
  });

  it('search matches name, description, category and brand, ignoring case and accents', async () => {
    const byAccent = await api('/v2/search/products?q=CREME%20comb');
    expect(byAccent.body.data.map((p: { id: number }) => p.id)).toContain(comb.id);
    const byBrand = await api('/v2/search/products?q=kesara%20tools');
    expect(byBrand.body.data.map((p: { id: number }) => p.id)).toContain(comb.id);
    const byDescription = await api('/v2/search/products?q=cold-pressed%20sandalwood');
    expect(byDescription.body.data.map((p: { id: number }) => p.id)).toContain(oil.id);
    const none = await api('/v2/search/products?q=zzzqqq-nothing');
    expect(none).toMatchObject({ status: 200, body: { status: 'success', data: [] } });
    const empty = await api('/v2/search/products');
    expect(empty.body.data).toEqual([]);
  });
});
