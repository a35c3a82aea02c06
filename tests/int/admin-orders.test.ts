import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, localMail, registerCustomer } from '../support/api';
import { createTestProduct, useShopBackend } from '../support/direct';
import { placeOrder, staffToken } from '../support/admin';

const stockOf = async (id: number) => (await api(`/v2/product/${id}`)).body.data.stock as number;
const rank = (status: string) => (status === 'pending' ? 2 : status === 'processing' || status === 'shipped' ? 1 : 0);

describe('B6 PUT /v2/order/{id}', () => {
  let staff: string;
  beforeAll(async () => {
    staff = (await staffToken()).token;
  });
  const setStatus = (id: number, status: unknown, token = staff) =>
    api(`/v2/order/${id}`, { method: 'PUT', token, body: { status } });

  it('answers the exact message with the order, and mails the customer', async () => {
    const p = await createTestProduct({ name: 'Status Oil', stock: 10 });
    const c = await registerCustomer();
    const order = await placeOrder(c, [[p.id, 2]]);
    const res = await setStatus(order.id, 'shipped');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'success',
      message: 'Order updated successfully',
      order: { id: order.id, status: 'shipped', orderInfo: { status: 'shipped' } },
    });
    const mail = (await localMail()).find((m) => m.to.includes(c.email) && m.subject.includes('on its way'));
    expect(mail?.text).toContain('Status Oil x 2');
    expect(mail?.html).toContain('shipped');
    const mine = await api('/v2/user/orders?status=pending', { token: c.token });
    expect(mine.body.data.map((l: { order_id: number }) => l.order_id)).toContain(order.id);
  });

  it('an unknown status is a 422 on status; a missing order is a 404', async () => {
    const p = await createTestProduct({ stock: 5 });
    const order = await placeOrder(await registerCustomer(), [[p.id, 1]]);
    for (const bad of ['pending', 'cancelled', 'lost', '', 7, undefined]) {
      const res = await setStatus(order.id, bad);
      expect(res.status, String(bad)).toBe(422);
      expect(res.body.errors.status).toEqual(['The status must be one of processing, shipped, delivered, canceled.']);
    }
    expect((await setStatus(999999999, 'shipped')).status).toBe(404);
    expect((await setStatus(order.id, 'DELIVERED')).body.order.status).toBe('delivered');
  });

  it('canceling gives the stock back exactly once: twice, in parallel, and cancel -> processing -> cancel', async () => {
    const p = await createTestProduct({ stock: 10 });
    const order = await placeOrder(await registerCustomer(), [[p.id, 3]]);
    expect(await stockOf(p.id)).toBe(7);
    expect((await setStatus(order.id, 'canceled')).body.order.status).toBe('canceled');
    expect(await stockOf(p.id)).toBe(10);
    expect((await setStatus(order.id, 'canceled')).status).toBe(200);
    expect(await stockOf(p.id)).toBe(10);
    expect((await setStatus(order.id, 'processing')).body.order.status).toBe('processing');
    expect(await stockOf(p.id)).toBe(7);
    const parallel = await Promise.all(Array.from({ length: 6 }, () => setStatus(order.id, 'canceled')));
    expect(parallel.every((r) => r.status === 200 && r.body.order.status === 'canceled')).toBe(true);
    expect(await stockOf(p.id)).toBe(10);
  });

  it('leaving canceled takes the stock again only if it is there', async () => {
    const p = await createTestProduct({ name: 'Scarce Wax', stock: 5 });
    const order = await placeOrder(await registerCustomer(), [[p.id, 3]]);
    await setStatus(order.id, 'canceled');
    await placeOrder(await registerCustomer(), [[p.id, 4]]);
    expect(await stockOf(p.id)).toBe(1);
    const res = await setStatus(order.id, 'processing');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Not enough stock to reopen this order: only 1 of Scarce Wax left. Restock it first.',
    );
    expect(await stockOf(p.id)).toBe(1);
    useShopBackend();
    const { getOrder } = await import('../../functions/domain/orders/orders-repo');
    expect((await getOrder(order.id))?.status).toBe('canceled');
  });
});

describe('B5 GET /v2/orders/all and B7 GET /v2/orders/history', () => {
  it('B5: 10 a page, pending first then newest, every nested object present and money preformatted', async () => {
    const staff = (await staffToken()).token;
    const p = await createTestProduct({ name: 'Queue Oil', price: 2450, discount: 10, stock: 50 });
    const older = await placeOrder(await registerCustomer(), [[p.id, 2]]);
    const newer = await placeOrder(await registerCustomer(), [[p.id, 1]]);
    await api(`/v2/order/${older.id}`, { method: 'PUT', token: staff, body: { status: 'processing' } });
    const res = await api('/v2/orders/all?page=1', { token: staff });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    const { orders, pagination } = res.body.data;
    expect(orders.length).toBeLessThanOrEqual(10);
    expect(pagination).toMatchObject({
      currentPage: 1,
      perPage: 10,
      totalPages: Math.ceil(pagination.totalOrders / 10),
    });
    const ranks = orders.map((o: { status: string }) => rank(o.status));
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    const newestFirst = (orders as Array<{ status: string; created_at: string }>).every(
      (o, i, all) => i === 0 || rank(all[i - 1].status) !== rank(o.status) || all[i - 1].created_at >= o.created_at,
    );
    expect(newestFirst).toBe(true);
    // Pending first, newest first: on page 1, unless other files' pending orders came in meanwhile (a burst of them).
    let mine = orders.find((o: { id: number }) => o.id === newer.id);
    for (let page = 2; !mine && page <= pagination.totalPages; page += 1) {
      const later = await api(`/v2/orders/all?page=${page}`, { token: staff });
      mine = later.body.data.orders.find((o: { id: number }) => o.id === newer.id);
    }
    expect(mine).toEqual({
      id: newer.id,
      status: 'pending',
      date: expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/),
      created_at: expect.any(String),
      payment_method: 'COD',
      payment_status: 'on_delivery',
      // Issue 34: the language of the order's mails and SMS (the account's; English unless chosen).
      language: 'en',
      customer: { fullName: 'Kasun Perera', email: expect.stringContaining('@'), phone: '0771234567' },
      orderInfo: { shipping: 'Zone A - LKR 300.00', paymentMethod: 'COD', status: 'pending' },
      deliverTo: { address: '12 Temple Rd, Gampaha, Western 11000, Sri Lanka' },
      paymentInfo: { paymentMethod: 'Cash on Delivery', businessName: 'Perera Traders', phone: '0771234567' },
      products: [
        {
          name: 'Queue Oil',
          orderId: newer.id,
          productId: p.id,
          variant_id: null,
          variant_label: null,
          quantity: 1,
          total: 'LKR 2,205.00',
        },
      ],
      summary: {
        subtotal: 'LKR 2,450.00',
        tax: 'LKR 0.00',
        discount: 'LKR 245.00',
        shipping: 'LKR 300.00',
        total: 'LKR 2,505.00',
      },
    });
    // Far enough beyond the last page that other files' orders meanwhile cannot reach it.
    const beyond = await api(`/v2/orders/all?page=${pagination.totalPages + 100}`, { token: staff });
    expect(beyond.body.data.orders).toEqual([]);
    expect(beyond.body.data.pagination.currentPage).toBe(pagination.totalPages + 100);
  });

  it('B7: only delivered and canceled orders, newest first', async () => {
    const admin = await adminToken();
    const p = await createTestProduct({ stock: 50 });
    const delivered = await placeOrder(await registerCustomer(), [[p.id, 1]]);
    const pending = await placeOrder(await registerCustomer(), [[p.id, 1]]);
    await api(`/v2/order/${delivered.id}`, { method: 'PUT', token: admin, body: { status: 'delivered' } });
    const res = await api('/v2/orders/history?page=1', { token: admin });
    expect(res.body.status).toBe('success');
    const rows = res.body.data.orders as Array<{ id: number; status: string; total: string; date: string }>;
    expect(rows.every((r) => r.status === 'delivered' || r.status === 'canceled')).toBe(true);
    expect(rows.find((r) => r.id === delivered.id)).toMatchObject({
      status: 'delivered',
      total: expect.stringMatching(/^LKR /),
    });
    expect(rows.find((r) => r.id === pending.id)).toBeUndefined();
    expect(res.body.data.pagination.currentPage).toBe(1);
  });
});
