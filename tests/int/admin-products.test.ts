import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, registerCustomer } from '../support/api';
import { createTestProduct } from '../support/direct';
import { PDF, PNG, SEED_JPEG, file, placeOrder, productForm, staffToken } from '../support/admin';

const MB = 1024 * 1024;
/** PNG bytes padded to a size: still a PNG by its signature. */
const bigPng = (bytes: number) => Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length)]);

describe('B3 POST /v2/products/add_new_product', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken();
  });
  const add = (form: FormData) => api('/v2/products/add_new_product', { method: 'POST', token: admin, body: form });

  it('adds a product with a real PNG, a JPEG and a PDF guide; it is on the storefront with absolute URLs', async () => {
    const res = await add(
      productForm(
        { name: 'Uploaded Oil', featured: 'true', discountPercentage: '12.5' },
        [file(PNG, 'a.png', 'image/png'), file(SEED_JPEG(), 'b.jpg', 'image/jpeg')],
        file(PDF, 'guide.pdf', 'application/pdf'),
      ),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'success', message: 'Product added successfully!' });
    const id = res.body.data.id;
    const detail = await api(`/v2/product/${id}`);
    expect(detail.body.data).toMatchObject({
      name: 'Uploaded Oil',
      price: 1500.5,
      discount: 12.5,
      stock: 10,
      featured: true,
      category: 'Beard',
      user_guide_pdf: expect.stringMatching(/^http.*\.pdf$/),
    });
    expect(detail.body.data.images).toHaveLength(2);
    const [png, jpg] = detail.body.data.images;
    expect(typeof png.id).toBe('number');
    expect(png.path).toMatch(/\.png$/);
    expect(jpg.path).toMatch(/\.jpg$/);
    const served = await fetch(png.path);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const pdf = await fetch(detail.body.data.user_guide_pdf);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('reports every rule of SPEC section 5 under the form names, with its exact message', async () => {
    const form = productForm(
      {
        name: ' ',
        description: '',
        category: 'Shoes',
        sku: '',
        stockQuantity: 'many',
        price: '',
        discountPercentage: '101',
      },
      [],
    );
    const res = await add(form);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: ['Product name is required'],
      description: ['Description is required'],
      category: ['Please select a category'],
      sku: ['SKU is required'],
      stockQuantity: ['Stock quantity must be a number'],
      price: ['Price is required'],
      discountPercentage: ['Discount percentage must be between 0 and 100'],
      images: ['At least one product image is required'],
    });
    const numbers = await add(productForm({ price: 'abc', discountPercentage: 'x', stockQuantity: '' }));
    expect(numbers.body.errors).toEqual({
      price: ['Price must be a number'],
      discountPercentage: ['Discount percentage must be a number'],
      stockQuantity: ['Stock quantity is required'],
    });
  });

  it('checks images and the guide by their bytes: a .png that is not one, a non-PDF guide, a 4th image', async () => {
    const fake = await add(productForm({}, [file(Buffer.from('GIF89a not really a png'), 'photo.png', 'image/png')]));
    expect(fake.status).toBe(422);
    expect(fake.body.errors).toEqual({ images: ['Only JPEG and PNG images are allowed'] });
    const guide = await add(productForm({}, undefined, file(PNG, 'guide.pdf', 'application/pdf')));
    expect(guide.body.errors).toEqual({ userGuide: ['Only PDF files are allowed'] });
    const four = await add(
      productForm(
        {},
        [1, 2, 3, 4].map((i) => file(PNG, `${i}.png`, 'image/png')),
      ),
    );
    expect(four.status).toBe(422);
    expect(four.body.errors).toEqual({ images: ['Maximum 3 images allowed'] });
  });

  it('refuses oversize files: 422 per file, 413 for the whole form', async () => {
    const image = await add(productForm({}, [file(bigPng(2 * MB + 1), 'big.png', 'image/png')]));
    expect(image.status).toBe(422);
    expect(image.body.errors).toEqual({ images: ['Each image must be smaller than 2MB'] });
    const pdf = await add(
      productForm({}, undefined, file(Buffer.concat([PDF, Buffer.alloc(3 * MB)]), 'g.pdf', 'application/pdf')),
    );
    expect(pdf.body.errors).toEqual({ userGuide: ['The user guide must be smaller than 3MB'] });
    const all = await add(
      productForm(
        {},
        [1, 2, 3].map((i) => file(bigPng(1.9 * MB), `${i}.png`, 'image/png')),
      ),
    );
    expect(all.status).toBe(413);
    expect(all.body.message).toBe(
      'The images and the user guide together must be smaller than 4MB. Please upload smaller files.',
    );
  });

  it('a typed duplicate SKU is a 422 under sku, in any case', async () => {
    const sku = `DUP-${Date.now()}`;
    expect((await add(productForm({ sku }))).status).toBe(201);
    const again = await add(productForm({ sku: sku.toLowerCase() }));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ sku: ['This SKU is already used by another product.'] });
  });
});

describe('B4 POST /v2/products/{id} (update) and DELETE /v2/products/{id}', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken();
  });
  const update = (id: number, form: FormData, override = true) =>
    api(`/v2/products/${id}`, {
      method: 'POST',
      token: admin,
      body: form,
      headers: override ? { 'X-HTTP-Method-Override': 'PUT' } : {},
    });

  function updateForm(fields: Record<string, string>, images: File[] = [], remove: number[] = []): FormData {
    const form = new FormData();
    const all = {
      name: 'Edited Oil',
      description: 'Edited.',
      category: 'Hair',
      brandName: '',
      stockQuantity: '10',
      price: '1999',
      discountPercentage: '5',
      sku: 'ignored',
      ...fields,
    };
    for (const [k, v] of Object.entries(all)) form.append(k, v);
    images.forEach((img) => form.append('images[]', img));
    remove.forEach((id) => form.append('removeImages[]', String(id)));
    return form;
  }

  it('updates with and without the override header; the SKU becomes CATEGORY-id; images are added and removed', async () => {
    const p = await createTestProduct({ imageCount: 2, stock: 10 });
    const first = await update(
      p.id,
      updateForm({ featured: 'true' }, [file(SEED_JPEG(), 'new.jpg', 'image/jpeg')], [p.images[0].id]),
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'success', message: 'Product updated successfully!' });
    expect(first.body.data).toMatchObject({
      name: 'Edited Oil',
      category: 'Hair',
      sku: `HAIR-${p.id}`,
      price: 1999,
      discount: 5,
      brandName: null,
      featured: true,
    });
    expect(first.body.data.images.map((i: { id: number }) => i.id)).toContain(p.images[1].id);
    expect(first.body.data.images).toHaveLength(2);
    const removedUrl = `${first.body.data.images[0].path.split('/storage/')[0]}/storage/${p.images[0].path}`;
    expect((await fetch(removedUrl)).status).toBe(404);

    const second = await update(p.id, updateForm({ name: 'No Header', category: 'APPAREL' }), false);
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({
      name: 'No Header',
      category: 'Apparel',
      sku: `APPAREL-${p.id}`,
      featured: true,
    });
    const listed = await api('/v2/admin/all_products', {
      method: 'POST',
      token: admin,
      body: { page: 1, category: 'APPAREL', search: 'No Header' },
    });
    expect(listed.body.data.products.map((x: { id: number }) => x.id)).toContain(p.id);
  });

  it('keeps 1-3 images after the change and refuses other overrides', async () => {
    const p = await createTestProduct({ imageCount: 2 });
    const tooMany = await update(
      p.id,
      updateForm({}, [file(PNG, 'a.png', 'image/png'), file(PNG, 'b.png', 'image/png')]),
    );
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toEqual({ images: ['Maximum 3 images allowed'] });
    const none = await update(
      p.id,
      updateForm(
        {},
        [],
        p.images.map((i) => i.id),
      ),
    );
    expect(none.body.errors).toEqual({ images: ['At least one product image is required'] });
    const other = await api(`/v2/products/${p.id}`, {
      method: 'POST',
      token: admin,
      body: updateForm({}),
      headers: { 'X-HTTP-Method-Override': 'DELETE' },
    });
    expect(other.status).toBe(400);
    expect((await api('/v2/products/999999999', { method: 'POST', token: admin, body: updateForm({}) })).status).toBe(
      404,
    );
  });

  it('replaces and removes the user guide, deleting the old file', async () => {
    const p = await createTestProduct();
    const withGuide = await update(p.id, updateForm({}, [], []), true);
    expect(withGuide.body.data.user_guide_pdf).toBeNull();
    const form = updateForm({});
    form.append('userGuide', file(PDF, 'g.pdf', 'application/pdf'));
    const added = await update(p.id, form);
    const url = added.body.data.user_guide_pdf;
    expect((await fetch(url)).status).toBe(200);
    const removeForm = updateForm({});
    removeForm.append('removeUserGuide', 'true');
    const removed = await update(p.id, removeForm);
    expect(removed.body.data.user_guide_pdf).toBeNull();
    expect((await fetch(url)).status).toBe(404);
  });

  it('a stock edit never undoes an order placed while the form was open', async () => {
    const p = await createTestProduct({ stock: 10 });
    const opened = await api(`/v2/product/${p.id}`, { token: admin });
    expect(opened.body.data.stock).toBe(10);
    await placeOrder(await registerCustomer(), [[p.id, 3]]);
    // The older client sends back the stock it showed (10) when the admin did not touch it: the 7 left stay 7.
    const untouched = await update(p.id, updateForm({ stockQuantity: '10' }));
    expect(untouched.status).toBe(200);
    expect(untouched.body.data.stock).toBe(7);
    // Our form sends originalStock: a new level on a stale form is refused, on a fresh one applied.
    await placeOrder(await registerCustomer(), [[p.id, 1]]);
    const stale = await update(p.id, updateForm({ stockQuantity: '50', originalStock: '7' }));
    expect(stale.status).toBe(409);
    expect(stale.body.errors.stockQuantity[0]).toMatch(/changed while you were editing/);
    const fresh = await update(p.id, updateForm({ stockQuantity: '50', originalStock: '6' }));
    expect(fresh.body.data.stock).toBe(50);
  });

  it('DELETE removes the product from the storefront, every cart and wishlist and S3; orders keep their copy', async () => {
    const p = await createTestProduct({ name: 'Doomed Balm', stock: 20 });
    const other = await createTestProduct({ name: 'Staying Comb', stock: 20 });
    const buyer = await registerCustomer();
    const order = await placeOrder(buyer, [[p.id, 1]]);
    const a = await registerCustomer();
    const b = await registerCustomer();
    for (const c of [a, b]) {
      await api('/v2/cart/add', { method: 'POST', token: c.token, body: { product_id: p.id, quantity: 2 } });
      await api('/v2/cart/add', { method: 'POST', token: c.token, body: { product_id: other.id, quantity: 1 } });
      await api('/v2/wishlist', { method: 'POST', token: c.token, body: { product_id: p.id } });
    }
    const imageUrl = (await api(`/v2/product/${p.id}`)).body.data.images[0].path;
    const res = await api(`/v2/products/${p.id}`, { method: 'DELETE', token: admin });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    expect((await api(`/v2/product/${p.id}`)).status).toBe(404);
    expect((await fetch(imageUrl)).status).toBe(404);
    for (const c of [a, b]) {
      const cart = (await api('/v2/cart', { token: c.token })).body.data;
      expect(cart.map((l: { product: { id: number } }) => l.product.id)).toEqual([other.id]);
      const { useShopBackend } = await import('../support/direct');
      useShopBackend();
      const { wishlistView } = await import('../../functions/domain/wishlist/wishlist');
      const { readCart } = await import('../../functions/domain/cart/cart-repo');
      expect((await wishlistView(c.id)).map((w) => w.product_id)).not.toContain(p.id);
      expect((await readCart(c.id)).lines.map((l) => l.productId)).toEqual([other.id]);
    }
    const mine = await api('/v2/user/orders?status=pending', { token: buyer.token });
    expect(mine.body.data.find((l: { order_id: number }) => l.order_id === order.id).item.product_name).toBe(
      'Doomed Balm',
    );
    expect((await api(`/v2/products/${p.id}`, { method: 'DELETE', token: admin })).status).toBe(404);
  });
});

describe('B2 POST /v2/admin/all_products', () => {
  it('pages 12 newest first for staff and admin, filters by any-case category and search; price is a number, sales counts units', async () => {
    const staff = (await staffToken()).token;
    const tag = `Zq${Date.now().toString(36)}`;
    const made = [];
    for (let i = 0; i < 14; i++)
      made.push(
        await createTestProduct({
          name: `${tag} Clay ${i}`,
          category: 'Hair',
          price: 1000 + i,
          description: `${'Long words here '.repeat(10)}end`,
        }),
      );
    await placeOrder(await registerCustomer(), [[made[13].id, 3]]);
    const page1 = await api('/v2/admin/all_products', {
      method: 'POST',
      token: staff,
      body: { page: 1, category: 'HAIR', search: tag.toUpperCase() },
    });
    expect(page1.status).toBe(200);
    expect(page1.body.status).toBe('success');
    expect(page1.body.data.pagination).toMatchObject({ currentPage: 1, perPage: 12, totalPages: 2, totalProducts: 14 });
    const first = page1.body.data.products[0];
    expect(first).toMatchObject({
      id: made[13].id,
      category: 'Hair',
      price: 1013,
      sales: 3,
      image: expect.stringMatching(/^http/),
    });
    expect(first.summary.length).toBeLessThanOrEqual(100);
    expect(first.summary.endsWith('...')).toBe(true);
    const page2 = await api('/v2/admin/all_products', {
      method: 'POST',
      token: staff,
      body: { page: 2, category: 'hair', search: tag },
    });
    expect(page2.body.data.products).toHaveLength(2);
    const none = await api('/v2/admin/all_products', {
      method: 'POST',
      token: staff,
      body: { page: 1, category: 'BEARD', search: tag },
    });
    expect(none.body.data).toEqual({
      products: [],
      pagination: expect.objectContaining({ totalProducts: 0, totalPages: 0 }),
    });
  });
});
