import { describe, expect, it } from 'vitest';
import { adminToken, api, registerCustomer } from '../support/api';
import { placeOrder } from '../support/admin';
import { checkout, fillCart, stockOf } from '../support/checkout';
import { createTestProduct, useShopBackend } from '../support/direct';
import { httpAnswerOf } from '../support/http-answer';

describe('stock edits and status changes against each other', () => {
  it('a product edit refused because someone saved first changes nothing, not even the stock', async () => {
    const p = await createTestProduct({ name: 'Two Editors Oil', stock: 10 });
    useShopBackend();
    const { getProduct } = await import('../../functions/domain/catalog/products-repo');
    const { updateProduct } = await import('../../functions/domain/catalog/update-product');
    const stale = (await getProduct(p.id))!;
    const edit = (name: string, stock: number) =>
      updateProduct(stale, {
        name,
        description: stale.description,
        category: stale.category,
        brandName: stale.brandName,
        price: stale.price,
        discount: stale.discount,
        stock,
        expectedStock: 10,
        newImages: [],
        removeImageIds: [],
        removeUserGuide: false,
      });
    await new Promise((r) => setTimeout(r, 5)); // a later updatedAt for the first save
    await edit('Two Editors Oil (renamed)', 10);
    await expect(httpAnswerOf(edit('Two Editors Oil', 25))).resolves.toMatchObject({ statusCode: 409 });
    expect(await stockOf(p.id)).toBe(10);
  });

  it('parallel status changes of one order leave its stock, sales and day counters matching the final status', async () => {
    useShopBackend();
    const { readDays } = await import('../../functions/domain/stats/stats-repo');
    const { getOrder } = await import('../../functions/domain/orders/orders-repo');
    const { colomboDate } = await import('../../shared/rules/dates');
    const admin = await adminToken();
    const p = await createTestProduct({ name: 'Busy Order Balm', stock: 10, price: 1000 });
    const order = await placeOrder(await registerCustomer(), [[p.id, 4]]);
    const statuses = [
      'canceled',
      'processing',
      'canceled',
      'shipped',
      'delivered',
      'canceled',
      'processing',
      'canceled',
    ];
    await Promise.all(
      statuses.map((status) => api(`/v2/order/${order.id}`, { method: 'PUT', token: admin, body: { status } })),
    );
    const final = (await getOrder(order.id))!.status;
    const sold = final === 'canceled' ? 0 : 4;
    expect(await stockOf(p.id)).toBe(10 - sold);
    const today = colomboDate(new Date((order as unknown as { created_at: string }).created_at));
    const [day] = await readDays(today, today);
    expect(day.counters[`u_${p.id}`] ?? 0).toBe(sold);
    expect(day.counters[`r_${p.id}`] ?? 0).toBe(sold * 100_000);
    const listed = (
      await api('/v2/admin/all_products', {
        method: 'POST',
        token: admin,
        body: { page: 1, search: 'Busy Order Balm' },
      })
    ).body.data.products;
    expect(listed.find((x: { id: number }) => x.id === p.id).sales).toBe(sold);
  });

  it('reopening a canceled order and a checkout that want the same last units: exactly one gets them', async () => {
    const admin = await adminToken();
    const p = await createTestProduct({ name: 'Last Units Wax', stock: 4 });
    const order = await placeOrder(await registerCustomer(), [[p.id, 4]]);
    const setStatus = (status: string) =>
      api(`/v2/order/${order.id}`, { method: 'PUT', token: admin, body: { status } });
    expect((await setStatus('canceled')).status).toBe(200);
    const other = await registerCustomer();
    await fillCart(other, [[p.id, 4]]);
    const [reopen, bought] = await Promise.all([setStatus('processing'), checkout(other)]);
    expect([reopen.status === 200, bought.status === 201].filter(Boolean)).toHaveLength(1);
    expect(reopen.status === 200 ? bought.status : reopen.status).toBe(400); // the loser is told the stock is short
    expect(await stockOf(p.id)).toBe(0);
  });
});
