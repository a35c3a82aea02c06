import { describe, expect, it } from 'vitest';
import { adminToken, api, registerCustomer } from '../support/api';
import { createTestProduct, useShopBackend } from '../support/direct';
import { placeOrder } from '../support/admin';
import { bankOrder, PNG, sendSlip } from '../support/bank-transfer';
import { fillCart } from '../support/checkout';
import { placeCashOrderToConfirm } from '../support/cod-orders';
import { cashOrder, postReturn, putReturn } from '../support/returns';
import type { OrderRecord } from '../../functions/domain/orders/order-record';

/** An order of the past, written the way checkout writes one: the order and its aggregates in one transaction. */
async function pastOrder(
  id: number,
  createdAt: string,
  lines: Array<{ productId: number; quantity: number; price: number }>,
  writtenAt?: Date,
): Promise<OrderRecord> {
  useShopBackend();
  const { TransactWriteCommand } = await import('@aws-sdk/lib-dynamodb');
  const { db, tableName } = await import('../../functions/lib/clients');
  const { orderItem } = await import('../../functions/domain/orders/orders-repo');
  const { statsActions } = await import('../../functions/domain/stats/stats-actions');
  const totalCents = lines.reduce((s, l) => s + l.price * 100 * l.quantity, 0) + 30000;
  const order: OrderRecord = {
    id,
    userId: 1,
    status: 'pending',
    stockReturned: false,
    customer: { name: 'Past Customer', email: 'past@example.lk', phone: '0770000000' },
    billing: {
      first_name: 'Past',
      last_name: 'Customer',
      country: 'Sri Lanka',
      company: '',
      address: '1 Old Rd',
      apartment: '',
      city: 'Gampaha',
      state: 'Western',
      postal_code: '11000',
      phone: '0770000000',
    },
    shippingAddress: '1 Old Rd',
    paymentMethod: 'COD',
    lines: lines.map((l, i) => ({
      id: i + 1,
      productId: l.productId,
      name: `Product ${l.productId}`,
      imagePath: null,
      price: l.price,
      discount: 0,
      quantity: l.quantity,
      totalCents: l.price * 100 * l.quantity,
    })),
    subtotalCents: totalCents - 30000,
    discountCents: 0,
    shippingCents: 30000,
    taxCents: 0,
    totalCents,
    estimatedArrival: createdAt.slice(0, 10),
    createdAt,
    updatedAt: createdAt,
  };
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: orderItem(order) } },
        ...statsActions(order, null, 'pending', writtenAt),
      ],
    }),
  );
  return order;
}

describe('B1 POST /v2/admin/dashboard', () => {
  it('counts a known set of orders exactly: stats, Colombo days of the graph, best sellers, recent orders, status moves', async () => {
    const a = await createTestProduct({ name: 'Past Oil', price: 1000, stock: 100 });
    const b = await createTestProduct({ name: 'Past Balm', price: 2500, stock: 100 });
    const base = 900_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
    // 2020-03-07 18:29Z is still 7 March in Colombo (UTC+05:30); 18:30Z is already 8 March.
    await pastOrder(base + 1, '2020-03-07T18:29:00.000Z', [{ productId: a.id, quantity: 2, price: 1000 }]);
    await pastOrder(base + 2, '2020-03-07T18:30:00.000Z', [
      { productId: a.id, quantity: 1, price: 1000 },
      { productId: b.id, quantity: 3, price: 2500 },
    ]);
    const third = await pastOrder(base + 3, '2020-03-10T04:00:00.000Z', [
      { productId: b.id, quantity: 1, price: 2500 },
    ]);
    const fourth = await pastOrder(base + 4, '2020-03-10T05:00:00.000Z', [
      { productId: a.id, quantity: 5, price: 1000 },
    ]);
    const { moveOrderStatus: changeOrderStatus } = await import('../../functions/flows/workflows/change-order-status');
    await changeOrderStatus(third.id, 'delivered');
    await changeOrderStatus(fourth.id, 'canceled');

    const { dashboard } = await import('../../functions/domain/stats/dashboard');
    const week = await dashboard('weekly', new Date('2020-03-10T12:00:00.000Z'));
    expect(week.stats).toMatchObject({
      start_date: '4 Mar 2020',
      end_date: '10 Mar 2020',
      total_orders: 4,
      active_orders: 2,
      completed_orders: 1,
      // The canceled fourth is no return (issue 22): Return Orders counts orders with a received return.
      returned_orders: 0,
      pending_orders: 2,
    });
    expect(week.sales_graph.labels).toEqual(['04 Mar', '05 Mar', '06 Mar', '07 Mar', '08 Mar', '09 Mar', '10 Mar']);
    // order totals incl. LKR 300 shipping; the canceled order sells nothing
    expect(week.sales_graph.data).toEqual([0, 0, 0, 2300, 8800, 0, 2800]);
    expect(week.best_selling_products).toEqual([
      {
        id: b.id,
        image: expect.stringMatching(/^http/),
        product: 'Past Balm',
        price: 'LKR 2,500.00',
        total: 'LKR 10,000.00',
        sales: 4,
      },
      {
        id: a.id,
        image: expect.stringMatching(/^http/),
        product: 'Past Oil',
        price: 'LKR 1,000.00',
        total: 'LKR 3,000.00',
        sales: 3,
      },
    ]);
    expect(week.recent_orders.map((o) => [o.id, o.status])).toEqual([
      [base + 4, 'canceled'],
      [base + 3, 'delivered'],
      [base + 2, 'pending'],
      [base + 1, 'pending'],
    ]);
    expect(week.recent_orders[1]).toEqual({
      id: base + 3,
      product: 'Product ' + b.id,
      date: '10 Mar 2020',
      customer: 'Past Customer',
      status: 'delivered',
      amount: 'LKR 2,800.00',
    });
    expect(week.recent_orders[2].product).toBe(`Product ${a.id} + 1 more`);

    const year = await dashboard('yearly', new Date('2020-03-10T12:00:00.000Z'));
    expect(year.stats).toMatchObject({ start_date: '1 Apr 2019', end_date: '10 Mar 2020', total_orders: 4 });
    expect(year.sales_graph.labels.at(-1)).toBe('Mar 2020');
    expect(year.sales_graph.data.at(-1)).toBe(13900);
    expect(year.sales_graph.data.slice(0, -1).every((v) => v === 0)).toBe(true);
    expect((await dashboard('monthly', new Date('2020-03-10T12:00:00.000Z'))).sales_graph.labels).toHaveLength(30);

    await changeOrderStatus(fourth.id, 'processing');
    const reopened = await dashboard('weekly', new Date('2020-03-10T12:00:00.000Z'));
    expect(reopened.stats).toMatchObject({ total_orders: 4, active_orders: 3, returned_orders: 0 });
    expect(reopened.sales_graph.data.at(-1)).toBe(2800 + 5300);
  });

  it("counts an open day's shards, and the same once the closed day is folded into one item (decision 0059)", async () => {
    const oil = await createTestProduct({ name: 'Shard Oil', price: 1000, stock: 100 });
    const base = 910_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
    const placedAt = new Date('2020-05-01T06:00:00.000Z');
    // Written while 1 May was open, as checkouts that day: each order in its own shard.
    for (let i = 1; i <= 3; i++)
      await pastOrder(base + i, placedAt.toISOString(), [{ productId: oil.id, quantity: i, price: 1000 }], placedAt);
    const { queryAll } = await import('../../functions/lib/query-all');
    const itemsOfDay = async () =>
      (
        await queryAll({
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :day)',
          ExpressionAttributeValues: { ':pk': 'STATS', ':day': 'DAY#2020-05-01' },
        })
      ).map((item) => String(item.SK));
    expect((await itemsOfDay()).sort()).toEqual(
      [1, 2, 3].map((i) => `DAY#2020-05-01#${String((base + i) % 16).padStart(2, '0')}`).sort(),
    );
    const { dashboard } = await import('../../functions/domain/stats/dashboard');
    const { foldClosedDays } = await import('../../functions/domain/stats');
    const { foldShards, shardsOfDay } = await import('../../functions/domain/stats/stats-fold');
    const asOf = new Date('2020-05-02T12:00:00.000Z');

    // A write that slips in between the fold's read and its commit fails the fold whole: nothing lost, nothing twice.
    // (base + 17 lands in base + 1's shard.)
    const read = await shardsOfDay('2020-05-01');
    await pastOrder(base + 17, placedAt.toISOString(), [{ productId: oil.id, quantity: 4, price: 1000 }], placedAt);
    expect(await foldShards('2020-05-01', read)).toBe(false);
    expect(await itemsOfDay()).toHaveLength(3);
    const before = await dashboard('weekly', asOf);
    expect(before.stats).toMatchObject({ total_orders: 4, pending_orders: 4 });
    expect(before.sales_graph.data.at(-2)).toBe(10000 + 4 * 300);

    expect(await foldClosedDays(asOf)).toEqual(['2020-05-01']);
    expect(await itemsOfDay()).toEqual(['DAY#2020-05-01']);
    expect(await dashboard('weekly', asOf)).toEqual(before);
    expect(await foldClosedDays(asOf)).toEqual([]);

    // A later change of an order of a closed day goes to the day's one item, which stays exact.
    const { moveOrderStatus } = await import('../../functions/flows/workflows/change-order-status');
    await moveOrderStatus(base + 3, 'canceled');
    expect(await itemsOfDay()).toEqual(['DAY#2020-05-01']);
    // A canceled order is no return (issue 22): Return Orders counts orders with a received return only.
    expect((await dashboard('weekly', asOf)).stats).toMatchObject({ total_orders: 4, returned_orders: 0 });
    expect((await dashboard('weekly', asOf)).sales_graph.data.at(-2)).toBe(7000 + 3 * 300);
  });

  it('answers the period of the request over HTTP; this week counts our own orders and best sellers exactly', async () => {
    const admin = await adminToken();
    const big = await createTestProduct({ name: 'Dashboard Bestseller', price: 1234, stock: 500 });
    const before = (await api('/v2/admin/dashboard', { method: 'POST', token: admin, body: { period: 'weekly' } })).body
      .data.stats;
    const kept = await placeOrder(await registerCustomer(), [[big.id, 60]]);
    const canceled = await placeOrder(await registerCustomer(), [[big.id, 7]]);
    await api(`/v2/order/${canceled.id}`, { method: 'PUT', token: admin, body: { status: 'canceled' } });
    const res = await api('/v2/admin/dashboard', { method: 'POST', token: admin, body: { period: 'weekly' } });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    const { stats, sales_graph, best_selling_products, recent_orders } = res.body.data;
    expect(stats.total_orders - before.total_orders).toBeGreaterThanOrEqual(2);
    // A canceled order is no return (issue 22); the next test counts received returns.
    expect(stats.returned_orders).toBe(before.returned_orders);
    expect(sales_graph.labels).toHaveLength(7);
    expect(sales_graph.data).toHaveLength(7);
    expect(best_selling_products.find((p: { id: number }) => p.id === big.id)).toMatchObject({
      product: 'Dashboard Bestseller',
      price: 'LKR 1,234.00',
      total: 'LKR 74,040.00',
      sales: 60,
    });
    expect(recent_orders.every((o: { status: string }) => typeof o.status === 'string')).toBe(true);
    expect(recent_orders.map((o: { id: number }) => o.id)).toContain(kept.id);
    const listed = await api('/v2/admin/all_products', {
      method: 'POST',
      token: admin,
      body: { page: 1, search: 'Dashboard Bestseller' },
    });
    expect(listed.body.data.products.find((p: { id: number }) => p.id === big.id).sales).toBe(60);

    const monthly = await api('/v2/admin/dashboard', { method: 'POST', token: admin, body: {} });
    expect(monthly.body.data.period).toBe('monthly');
    expect(monthly.body.data.sales_graph.labels).toHaveLength(30);
    expect((await api('/v2/admin/dashboard', { method: 'POST', token: admin, body: { period: 'daily' } })).status).toBe(
      422,
    );
  });

  it('counts an order with a received return once, however often "received" is pressed and however many returns', async () => {
    const admin = await adminToken();
    const returnedOrders = async () =>
      (await api('/v2/admin/dashboard', { method: 'POST', token: admin, body: { period: 'weekly' } })).body.data.stats
        .returned_orders as number;
    const balm = await createTestProduct({ name: 'Dashboard Return Balm', price: 900, stock: 10 });
    const customer = await registerCustomer();
    const orderId = await cashOrder(customer, [[balm.id, 3]]);
    const returnOne = async () => {
      const body = { items: [{ product_id: balm.id, quantity: 1 }], reason: 'damaged' };
      const asked = await postReturn(customer, orderId, body);
      expect(asked.status).toBe(201);
      expect((await putReturn(asked.body.data.id, { status: 'approved' })).status).toBe(200);
      return asked.body.data.id as number;
    };
    const before = await returnedOrders();

    const first = await returnOne();
    const presses = await Promise.all(Array.from({ length: 5 }, () => putReturn(first, { status: 'received' })));
    expect(presses.map((p) => p.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await returnedOrders()).toBe(before + 1);

    const second = await returnOne();
    expect((await putReturn(second, { status: 'received' })).status).toBe(200);
    expect(await returnedOrders()).toBe(before + 1);
  });

  it('breaks the period down by payment method, payment status and cash confirmation, moving with each order (issue 31)', async () => {
    const admin = await adminToken();
    const payments = async () =>
      (await api('/v2/admin/dashboard', { method: 'POST', token: admin, body: { period: 'weekly' } })).body.data;
    const before = await payments();
    const oil = await createTestProduct({ name: 'Breakdown Oil', price: 1500, stock: 50 });

    await placeOrder(await registerCustomer(), [[oil.id, 1]]);
    const transfer = await bankOrder();
    const cash = await registerCustomer();
    await fillCart(cash, [[oil.id, 2]]);
    const { token } = await placeCashOrderToConfirm(cash);
    const mid = await payments();
    const delta = (after: typeof mid, group: 'by_method' | 'by_status' | 'cod_confirmation') =>
      Object.fromEntries(
        Object.entries(after.payments[group] as Record<string, number>)
          .map(([key, n]) => [key, n - before.payments[group][key]])
          .filter(([, d]) => d !== 0),
      );
    expect(Object.keys(mid.payments.by_method)).toEqual(['COD', 'CARD', 'KOKO', 'BANK_TRANSFER']);
    expect(Object.keys(mid.payments.cod_confirmation)).toEqual(['awaiting', 'confirmed', 'expired']);
    expect(mid.stats.total_orders - before.stats.total_orders).toBe(3);
    expect(delta(mid, 'by_method')).toEqual({ COD: 2, BANK_TRANSFER: 1 });
    expect(delta(mid, 'by_status')).toEqual({ on_delivery: 2, awaiting_slip: 1 });
    expect(delta(mid, 'cod_confirmation')).toEqual({ awaiting: 1 });

    expect((await api('/v2/orders/confirm', { method: 'POST', body: { token } })).status).toBe(200);
    expect((await sendSlip(transfer.customer, transfer.order.id, PNG)).status).toBe(200);
    const after = await payments();
    expect(delta(after, 'by_method')).toEqual({ COD: 2, BANK_TRANSFER: 1 });
    expect(delta(after, 'by_status')).toEqual({ on_delivery: 2, slip_uploaded: 1 });
    expect(delta(after, 'cod_confirmation')).toEqual({ confirmed: 1 });
  });
});
