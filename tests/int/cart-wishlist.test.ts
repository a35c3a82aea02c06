import { beforeAll, describe, expect, it } from 'vitest';
import { api, registerCustomer, type Customer } from '../support/api';
import { createTestProduct } from '../support/direct';

type Product = Awaited<ReturnType<typeof createTestProduct>>;

describe('cart (S1-S4)', () => {
  let oil: Product;
  let wax: Product;
  let me: Customer;

  beforeAll(async () => {
    oil = await createTestProduct({ name: 'Cart Oil', price: 2450, discount: 15, stock: 5 });
    wax = await createTestProduct({ name: 'Cart Wax', price: 999.99, discount: 0, stock: 20, category: 'Hair' });
    me = await registerCustomer();
  });

  it('adds, merges one line per product, lists with total_price and removes', async () => {
    const add = await api('/v2/cart/add', {
      method: 'POST',
      token: me.token,
      body: { product_id: oil.id, quantity: 2 },
    });
    expect(add.status).toBe(200);
    expect(add.body).toMatchObject({ status: 'success', message: 'Product added to cart successfully!' });
    await api('/v2/cart/add', { method: 'POST', token: me.token, body: { product_id: oil.id, quantity: 1 } });
    await api('/v2/cart/add', { method: 'POST', token: me.token, body: { product_id: wax.id, quantity: '3' } });
    const cart = await api('/v2/cart', { token: me.token });
    expect(cart.status).toBe(200);
    expect(cart.body.status).toBe('success');
    expect(cart.body.data).toHaveLength(2);
    const oilLine = cart.body.data.find((l: { product_id: number }) => l.product_id === oil.id);
    expect(oilLine).toMatchObject({
      quantity: 3,
      total_price: 6247.5,
      product: { name: 'Cart Oil', price: 2450, discount: 15, image: expect.stringMatching(/^http/) },
    });
    const waxLine = cart.body.data.find((l: { product_id: number }) => l.product_id === wax.id);
    expect(waxLine).toMatchObject({ quantity: 3, total_price: 2999.97, product: { discount: 0 } });
    expect(cart.body.total_amount).toBe(9247.47);

    const changed = await api(`/v2/cart/${waxLine.id}`, { method: 'PUT', token: me.token, body: { quantity: 1 } });
    expect(changed.status).toBe(200);
    const removed = await api(`/v2/cart/${waxLine.id}`, { method: 'DELETE', token: me.token });
    expect(removed.status).toBe(200);
    expect(
      (await api('/v2/cart', { token: me.token })).body.data.map((l: { product_id: number }) => l.product_id),
    ).toEqual([oil.id]);
  });

  it('refuses more than the stock with a 400 and the server message, on add and on change', async () => {
    const c = await registerCustomer();
    const tooMany = await api('/v2/cart/add', {
      method: 'POST',
      token: c.token,
      body: { product_id: oil.id, quantity: 6 },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Not enough stock available. Only 5 of Cart Oil left.');
    await api('/v2/cart/add', { method: 'POST', token: c.token, body: { product_id: oil.id, quantity: 4 } });
    const plusTwo = await api('/v2/cart/add', {
      method: 'POST',
      token: c.token,
      body: { product_id: oil.id, quantity: 2 },
    });
    expect(plusTwo.status).toBe(400);
    const line = (await api('/v2/cart', { token: c.token })).body.data[0];
    const change = await api(`/v2/cart/${line.id}`, { method: 'PUT', token: c.token, body: { quantity: 50 } });
    expect(change.status).toBe(400);
    expect((await api('/v2/cart', { token: c.token })).body.data[0].quantity).toBe(4);
  });

  it('answers 422 for wrong types and missing fields, 404 for unknown products', async () => {
    for (const body of [
      {},
      { product_id: oil.id },
      { product_id: oil.id, quantity: 0 },
      { product_id: oil.id, quantity: 1.5 },
      { product_id: 'x', quantity: 1 },
      { product_id: oil.id, quantity: 'two' },
    ]) {
      const res = await api('/v2/cart/add', { method: 'POST', token: me.token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors).toBeTypeOf('object');
    }
    expect(
      (await api('/v2/cart/add', { method: 'POST', token: me.token, body: { product_id: oil.id, quantity: -1 } })).body
        .errors.quantity,
    ).toEqual(['Please provide valid quantity']);
    expect(
      (await api('/v2/cart/add', { method: 'POST', token: me.token, body: { product_id: 99999999, quantity: 1 } }))
        .status,
    ).toBe(404);
  });

  it("keeps each customer to their own lines: another customer's cart-item id is a 404", async () => {
    const a = await registerCustomer();
    const b = await registerCustomer();
    await api('/v2/cart/add', { method: 'POST', token: a.token, body: { product_id: wax.id, quantity: 1 } });
    const aLine = (await api('/v2/cart', { token: a.token })).body.data[0];
    expect((await api(`/v2/cart/${aLine.id}`, { method: 'PUT', token: b.token, body: { quantity: 2 } })).status).toBe(
      404,
    );
    expect((await api(`/v2/cart/${aLine.id}`, { method: 'DELETE', token: b.token })).status).toBe(404);
    expect((await api('/v2/cart/abc', { method: 'DELETE', token: b.token })).status).toBe(404);
    expect((await api('/v2/cart', { token: a.token })).body.data[0]).toMatchObject({ id: aLine.id, quantity: 1 });
  });
});

describe('wishlist (S5-S7)', () => {
  it('adds twice harmlessly, lists the fields of contract 6.13 and removes by product id', async () => {
    const soldOut = await createTestProduct({
      name: 'Wish Tee',
      category: 'Apparel',
      stock: 0,
      discount: 10,
      reviewStars: [5, 4],
      description: 'x'.repeat(150),
    });
    const c = await registerCustomer();
    expect(
      (await api('/v2/wishlist', { method: 'POST', token: c.token, body: { product_id: soldOut.id } })).status,
    ).toBe(200);
    expect(
      (await api('/v2/wishlist', { method: 'POST', token: c.token, body: { product_id: soldOut.id } })).status,
    ).toBe(200);
    const list = await api('/v2/wishlist', { token: c.token });
    expect(list.body.status).toBe('success');
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      id: expect.any(Number),
      product: {
        id: soldOut.id,
        name: 'Wish Tee',
        is_in_stock: false,
        discount: 10,
        rating: 4.5,
        price: 1500,
        image: expect.stringMatching(/^http/),
        description: 'x'.repeat(150),
      },
    });
    const removed = await api(`/v2/wishlist/${soldOut.id}`, { method: 'DELETE', token: c.token });
    expect(removed.body).toMatchObject({ status: 'success', message: 'Product removed from wishlist successfully' });
    expect((await api('/v2/wishlist', { token: c.token })).body.data).toEqual([]);
    expect((await api('/v2/wishlist', { method: 'POST', token: c.token, body: { product_id: 99999999 } })).status).toBe(
      404,
    );
    expect((await api('/v2/wishlist', { method: 'POST', token: c.token, body: {} })).status).toBe(422);
  });

  it('guests get a cheap 401 with a JSON body', async () => {
    const res = await api('/v2/wishlist');
    expect(res.status).toBe(401);
    expect(res.body.status).toBe('error');
  });
});
