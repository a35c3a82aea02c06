import { beforeAll, describe, expect, it } from 'vitest';
import { productForm } from '../support/admin';
import { adminToken, api } from '../support/api';
import { createTestProduct } from '../support/direct';

/** Issue 10, defect 5: a price of 0.004 passed "greater than 0" and was stored as 0, so units sold for nothing. */
describe('money inputs below the smallest unit', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken();
  });

  it('adding or editing a product with a price that rounds to 0 cents is a 422; nothing is stored or changed', async () => {
    const sku = `CENT-${Date.now()}`;
    const add = await api('/v2/products/add_new_product', {
      method: 'POST',
      token: admin,
      body: productForm({ price: '0.004', sku }),
    });
    expect(add.status).toBe(422);
    expect(add.body.errors).toEqual({ price: ['Price must be at least LKR 0.01'] });
    const list = await api('/v2/admin/all_products', { method: 'POST', token: admin, body: { search: sku } });
    expect(JSON.stringify(list.body)).not.toContain(sku);

    const product = await createTestProduct({ price: 1500 });
    const form = productForm({ price: '0.0049' });
    form.delete('images[0]');
    const edit = await api(`/v2/products/${product.id}`, {
      method: 'POST',
      token: admin,
      body: form,
      headers: { 'X-HTTP-Method-Override': 'PUT' },
    });
    expect(edit.status).toBe(422);
    expect(edit.body.errors).toEqual({ price: ['Price must be at least LKR 0.01'] });
    expect(Number((await api(`/v2/product/${product.id}`)).body.data.price)).toBe(1500);
  });

  it('the smallest price that is money (half a cent rounds up) is kept as 0.01', async () => {
    const res = await api('/v2/products/add_new_product', {
      method: 'POST',
      token: admin,
      body: productForm({ price: '0.005' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(Number(res.body.data.price)).toBe(0.01);
  });
});
