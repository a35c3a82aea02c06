import { describe, expect, it } from 'vitest';
import { adminToken, api, registerCustomer } from '../support/api';
import { staffToken } from '../support/admin';
import { fillCart } from '../support/checkout';
import { createTestProduct } from '../support/direct';
import { cardCheckout, notifyFor } from '../support/payhere';

async function paidCardOrder() {
  const product = await createTestProduct({ name: 'Timeline Oil', price: 1200, discount: 0, stock: 10 });
  const customer = await registerCustomer();
  await fillCart(customer, [[product.id, 2]]);
  const { payhere } = (await cardCheckout(customer)).body;
  await notifyFor(payhere, '2', { payment_id: '320027150501' });
  return { customer, orderId: Number(payhere.order_id) };
}

describe('the back-office order page and the CSV export', () => {
  it('shows lines, customer, addresses, payment and every change with who made it; staff may see it, customers not', async () => {
    const { customer, orderId } = await paidCardOrder();
    const staff = await staffToken();
    expect(
      (await api(`/v2/order/${orderId}`, { method: 'PUT', token: staff.token, body: { status: 'processing' } })).status,
    ).toBe(200);
    const res = await api(`/v2/admin/orders/${orderId}`, { token: staff.token });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      id: orderId,
      status: 'processing',
      payment_method: 'CARD',
      payment_status: 'paid',
      billing: { first_name: 'Kasun', city: 'Colombo' },
      shipping_address: '12 Temple Rd',
      payment: {
        method: 'CARD',
        status: 'paid',
        payhere_payment_id: '320027150501',
        card_method: 'VISA',
        card_no: '************1292',
      },
      products: [{ name: 'Timeline Oil', quantity: 2 }],
    });
    expect(d.timeline.map((e: { kind: string }) => e.kind)).toEqual(['placed', 'paid', 'status']);
    expect(d.timeline[0].by).toBe('Kasun Perera (customer)');
    expect(d.timeline[1].by).toBe('PayHere');
    expect(d.timeline[2]).toMatchObject({ from: 'pending', to: 'processing', by: 'Nimal Silva (staff)' });
    expect((await api(`/v2/admin/orders/${orderId}`, { token: customer.token })).status).toBe(403);
    expect((await api(`/v2/admin/orders/${orderId}`)).status).toBe(401);
    expect((await api('/v2/admin/orders/999999999', { token: staff.token })).status).toBe(404);
    // Canceling records the stock given back.
    await api(`/v2/order/${orderId}`, { method: 'PUT', token: staff.token, body: { status: 'canceled' } });
    const after = (await api(`/v2/admin/orders/${orderId}`, { token: staff.token })).body.data.timeline.map(
      (e: { kind: string }) => e.kind,
    );
    expect(after.slice(-2)).toEqual(['status', 'stock_returned']);
  });

  it('exports the orders of a date range as CSV, for admins only', async () => {
    const { orderId } = await paidCardOrder();
    const today = new Date(Date.now() + 5.5 * 3600 * 1000).toISOString().slice(0, 10);
    const admin = await adminToken();
    const res = await api(`/v2/admin/orders-export?from=${today}&to=${today}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = String(res.body).trim().split('\r\n');
    expect(lines[0]).toBe(
      '"order_id","order_number","created_at","status","payment_method","payment_status","payhere_payment_id","customer_name","customer_email","phone","city","items","subtotal","discount","shipping","total","discount_code","code_discount","returns","refunded","cod_confirmation","language"',
    );
    const row = lines.find((l) => l.startsWith(`"${orderId}",`));
    expect(row).toContain('"CARD","paid","320027150501","Kasun Perera"');
    expect(row).toContain('"Timeline Oil x 2","2400.00","0.00","350.00","2750.00","","0.00","","0.00",""');
    const empty = await api('/v2/admin/orders-export?from=2001-01-01&to=2001-01-31', { token: admin });
    expect(String(empty.body).trim().split('\r\n')).toHaveLength(1);
    expect(
      (await api(`/v2/admin/orders-export?from=${today}&to=${today}`, { token: (await staffToken()).token })).status,
    ).toBe(403);
    expect((await api('/v2/admin/orders-export?from=2026-13-01&to=x', { token: admin })).status).toBe(422);
    expect((await api('/v2/admin/orders-export?from=2026-02-02&to=2026-02-01', { token: admin })).status).toBe(422);
  });

  it('refuses days the calendar does not have, with their own message (issue 23)', async () => {
    const admin = await adminToken();
    const refusal = async (query: string) => {
      const res = await api(`/v2/admin/orders-export?${query}`, { token: admin });
      return [res.status, res.body.errors];
    };
    expect(await refusal('from=2026-02-31&to=2026-02-31')).toEqual([422, { from: ['Please choose a real date.'] }]);
    expect(await refusal('from=2026-02-30&to=2026-03-01')).toEqual([422, { from: ['Please choose a real date.'] }]);
    expect(await refusal('from=2026-03-01&to=2026-04-31')).toEqual([422, { to: ['Please choose a real date.'] }]);
    expect(await refusal('from=2025-02-29&to=2025-03-01')).toEqual([422, { from: ['Please choose a real date.'] }]);
    expect(await refusal('from=2026-01-00&to=2026-01-01')).toEqual([422, { from: ['Please choose a real date.'] }]);
    expect((await api('/v2/admin/orders-export?from=2028-02-29&to=2028-02-29', { token: admin })).status).toBe(200);
  });
});
