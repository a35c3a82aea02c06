import { describe, expect, it } from 'vitest';
import { adminToken, api } from '../support/api';
import { createTestProduct } from '../support/direct';
import { guestBody, guestCheckout } from '../support/guest';

const colomboToday = () => new Date(Date.now() + 5.5 * 3600 * 1000).toISOString().slice(0, 10);

describe("the back-office and a guest's orders (issue 32)", () => {
  it('shows a guest order as "Guest" with its e-mail and phone, and counts it in every list, filter, CSV and figure', async () => {
    const admin = await adminToken();
    const product = await createTestProduct({ name: 'Guest Desk Oil', price: 3210, stock: 500 });
    const stats = async () =>
      (await api('/v2/admin/dashboard', { method: 'POST', token: admin, body: { period: 'weekly' } })).body.data;
    const before = await stats();
    // Enough units to be among the week's best sellers whatever else the shop sold this week.
    const body = guestBody([{ product_id: product.id, quantity: 60 }]);
    const placed = await guestCheckout(body);
    expect(placed.status).toBe(201);
    const id = placed.body.order.id as number;

    const detail = await api(`/v2/admin/orders/${id}`, { token: admin });
    expect(detail.status).toBe(200);
    expect(detail.body.data.customer).toEqual({
      fullName: 'Kasun Perera',
      email: body.email,
      phone: body.phone,
      guest: true,
    });

    const first = await api('/v2/orders/all?page=1', { token: admin });
    const card = first.body.data.orders.find((o: { id: number }) => o.id === id);
    expect(card?.customer).toMatchObject({ guest: true, email: body.email });

    const cod = await api('/v2/admin/orders?payment_method=COD&page=1', { token: admin });
    expect(cod.body.data.orders.map((o: { id: number }) => o.id)).toContain(id);

    const today = colomboToday();
    const csv = await api(`/v2/admin/orders-export?from=${today}&to=${today}`, { token: admin });
    const row = String(csv.body)
      .split('\r\n')
      .find((line) => line.startsWith(`"${id}",`));
    expect(row).toContain(body.email);

    const after = await stats();
    expect(after.stats.total_orders - before.stats.total_orders).toBeGreaterThanOrEqual(1);
    expect(after.best_selling_products.find((p: { id: number }) => p.id === product.id)).toMatchObject({ sales: 60 });
    expect(after.recent_orders.map((o: { id: number }) => o.id)).toContain(id);
  });
});
