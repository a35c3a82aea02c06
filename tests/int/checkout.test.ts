import { describe, expect, it } from 'vitest';
import { api, localMail, registerCustomer } from '../support/api';
import { codBody, fillCart, stockOf } from '../support/checkout';
import { createTestProduct, useShopBackend } from '../support/direct';

describe('POST /v2/checkout (S8)', () => {
  it('builds the order from the server cart and prices, right to the cent, Zone B shipping, and empties the cart', async () => {
    const oil = await createTestProduct({ name: 'Checkout Oil', price: 2450, discount: 15, stock: 10 });
    const balm = await createTestProduct({ name: 'Checkout Balm', price: 1333.33, discount: 10, stock: 10 });
    const c = await registerCustomer();
    await fillCart(c, [
      [oil.id, 2],
      [balm.id, 3],
    ]);
    const res = await api('/v2/checkout', { method: 'POST', token: c.token, body: codBody() });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Order created successfully');
    // subtotal 4900 + 3999.99; discounts 735 + 399.999; shipping 350 (Colombo, Zone B), whatever the client sent
    expect(res.body.order).toMatchObject({
      status: 'pending',
      subtotal: 8899.99,
      discount: 1135,
      shipping: 350,
      tax: 0,
      total: 8114.99,
    });
    expect(res.body.order.estimated_arrival).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await stockOf(oil.id)).toBe(8);
    expect(await stockOf(balm.id)).toBe(7);
    expect((await api('/v2/cart', { token: c.token })).body.data).toEqual([]);

    const mail = (await localMail()).find((m) => m.to.includes(c.email) && m.subject.includes('is confirmed'));
    expect(mail?.text).toContain('Checkout Oil x 2');
    expect(mail?.text).toContain('Total (Cash on Delivery): LKR 8,114.99');
    expect(mail?.text).toContain('Estimated arrival:');
    expect(mail?.html).toContain('12 Temple Rd');

    const pending = await api('/v2/user/orders?status=pending', { token: c.token });
    expect(pending.body.status).toBe('success');
    expect(pending.body.data).toHaveLength(2);
    expect(pending.body.data[0]).toMatchObject({
      order_id: res.body.order.id,
      item: {
        product_name: 'Checkout Oil',
        quantity: 2,
        price: 2082.5,
        subtotal: 4165,
        product_image: expect.stringMatching(/^http/),
      },
    });
    expect((await api('/v2/user/orders?status=complete', { token: c.token })).body.data).toEqual([]);
  });

  it('an empty cart is a 400', async () => {
    const c = await registerCustomer();
    const res = await api('/v2/checkout', { method: 'POST', token: c.token, body: codBody() });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Your cart is empty/);
  });

  it('refuses Card on the cash checkout, an empty cart on the PayHere checkout, and bad billing with SPEC messages', async () => {
    const c = await registerCustomer();
    const card = await api('/v2/checkout', {
      method: 'POST',
      token: c.token,
      body: codBody({ payment_method: 'CARD' }),
    });
    expect(card.status).toBe(400);
    expect(card.body.message).toBe('To pay by card, please use the card checkout (PayHere).');
    const payhere = await api('/v2/payhere/checkout', { method: 'POST', token: c.token, body: codBody() });
    expect(payhere.status).toBe(400);
    expect(payhere.body.message).toMatch(/^Your cart is empty/);
    expect(payhere.body).not.toHaveProperty('payhere');
    const bad = await api('/v2/checkout', {
      method: 'POST',
      token: c.token,
      body: codBody({ first_name: '', city: '' }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ first_name: ['First name is required.'], city: ['City is required.'] });
  });

  it('charges the default 400 for a city outside the delivery table, and each zone its rate', async () => {
    const product = await createTestProduct({ name: 'Zone Wax', price: 1000, discount: 0, stock: 20 });
    for (const [city, shipping] of [
      ['Atlantis', 400],
      ['colombo', 400],
      ['Gampaha', 300],
      ['Kandy', 350],
      ['Jaffna', 400],
    ] as const) {
      const c = await registerCustomer();
      await fillCart(c, [[product.id, 1]]);
      const res = await api('/v2/checkout', { method: 'POST', token: c.token, body: codBody({ city }) });
      expect(res.status).toBe(201);
      expect(res.body.order).toMatchObject({ shipping, total: 1000 + shipping });
    }
  });

  it('a short product is a 400 that names it and changes nothing', async () => {
    const plenty = await createTestProduct({ name: 'Plenty Comb', stock: 50 });
    const scarce = await createTestProduct({ name: 'Scarce Tonic', stock: 2 });
    const a = await registerCustomer();
    const b = await registerCustomer();
    await fillCart(a, [
      [plenty.id, 1],
      [scarce.id, 2],
    ]);
    await fillCart(b, [[scarce.id, 1]]);
    expect((await api('/v2/checkout', { method: 'POST', token: b.token, body: codBody() })).status).toBe(201);
    const res = await api('/v2/checkout', { method: 'POST', token: a.token, body: codBody() });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Not enough stock available. Only 1 of Scarce Tonic left.');
    expect(await stockOf(plenty.id)).toBe(50);
    expect(await stockOf(scarce.id)).toBe(1);
    expect((await api('/v2/cart', { token: a.token })).body.data).toHaveLength(2);
  });

  it('never oversells: 50 parallel checkouts for a product with stock 10 make exactly 10 orders', async () => {
    const hot = await createTestProduct({ name: 'Hot Drop Oil', stock: 10, price: 1800 });
    const customers = await Promise.all(Array.from({ length: 50 }, () => registerCustomer()));
    await Promise.all(customers.map((c) => fillCart(c, [[hot.id, 1]])));
    const results = await Promise.all(
      customers.map((c) => api('/v2/checkout', { method: 'POST', token: c.token, body: codBody() })),
    );
    const created = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 400);
    expect(created).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(r.body.message).toBe('Sorry, Hot Drop Oil is out of stock.');
    expect(await stockOf(hot.id)).toBe(0);
    const losers = customers.filter((_, i) => results[i].status === 400);
    const carts = await Promise.all(losers.map((c) => api('/v2/cart', { token: c.token })));
    for (const cart of carts)
      expect(cart.body.data.map((l: { product_id: number; quantity: number }) => [l.product_id, l.quantity])).toEqual([
        [hot.id, 1],
      ]);
    expect(new Set(created.map((r) => r.body.order.id)).size).toBe(10);
  });

  it('the same checkout sent twice at once makes one order', async () => {
    const oil = await createTestProduct({ name: 'Double Click Oil', stock: 10 });
    const c = await registerCustomer();
    await fillCart(c, [[oil.id, 2]]);
    const [first, second] = await Promise.all([
      api('/v2/checkout', { method: 'POST', token: c.token, body: codBody() }),
      api('/v2/checkout', { method: 'POST', token: c.token, body: codBody() }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.message).toBe('Order created successfully');
    expect(second.body.message).toBe('Order created successfully');
    expect(first.body.order.id).toBe(second.body.order.id);
    expect(await stockOf(oil.id)).toBe(8);
    const lines = (await api('/v2/user/orders?status=pending', { token: c.token })).body.data;
    expect(new Set(lines.map((l: { order_id: number }) => l.order_id)).size).toBe(1);
    // a retry a moment later answers the same order, not "empty cart"
    const retry = await api('/v2/checkout', { method: 'POST', token: c.token, body: codBody() });
    expect(retry.body.order.id).toBe(first.body.order.id);
  });

  it('never charges a price the customer did not see: the stock take fails if the price changed after pricing', async () => {
    const oil = await createTestProduct({ name: 'Repriced Oil', stock: 10, price: 1000 });
    useShopBackend();
    const { db } = await import('../../functions/lib/clients');
    const { TransactWriteCommand } = await import('@aws-sdk/lib-dynamodb');
    const { TransactionCanceledException } = await import('@aws-sdk/client-dynamodb');
    const { takeStockAction } = await import('../../functions/domain/inventory/inventory');
    const attempt = (price: number) =>
      db().send(
        new TransactWriteCommand({
          TransactItems: [takeStockAction({ productId: oil.id, quantity: 1, price, discount: 0 })],
        }),
      );
    await expect(attempt(1200)).rejects.toBeInstanceOf(TransactionCanceledException);
    expect(await stockOf(oil.id)).toBe(10);
    await attempt(1000);
    expect(await stockOf(oil.id)).toBe(9);
  });
});

describe('GET /v2/user/orders (S11)', () => {
  it('refuses an unknown tab and shows each customer only their own orders', async () => {
    const c = await registerCustomer();
    expect((await api('/v2/user/orders?status=shipped', { token: c.token })).status).toBe(422);
    expect((await api('/v2/user/orders?status=pending', { token: c.token })).body.data).toEqual([]);
  });
});
