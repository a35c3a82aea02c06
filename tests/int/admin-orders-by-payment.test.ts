import { describe, expect, it } from 'vitest';
import { staffToken } from '../support/admin';
import { adminToken, api, registerCustomer } from '../support/api';
import { checkout, fillCart } from '../support/checkout';
import { createTestProduct } from '../support/direct';
import { cardCheckout, notifyFor } from '../support/payhere';

interface Card {
  id: number;
  payment_method: string;
  payment_status: string;
}

/** A new customer with one order: cash on delivery, a card order left unpaid, or a card order paid. */
async function orderPaid(how: 'cod' | 'card-unpaid' | 'card-paid'): Promise<number> {
  const product = await createTestProduct({ name: `Filter ${how}`, price: 900, discount: 0, stock: 10 });
  const customer = await registerCustomer();
  await fillCart(customer, [[product.id, 1]]);
  if (how === 'cod') return (await checkout(customer)).body.order.id;
  const { payhere } = (await cardCheckout(customer)).body;
  if (how === 'card-paid') expect((await notifyFor(payhere, '2')).status).toBe(200);
  return Number(payhere.order_id);
}

/** Every page of a filtered list until `id` shows (other suites add orders meanwhile); the pages seen on the way. */
async function pagesUntil(token: string, query: string, id: number) {
  const seen: Card[][] = [];
  for (let page = 1; page <= 60; page += 1) {
    const res = await api(`/v2/admin/orders?${query}&page=${page}`, { token });
    expect(res.status).toBe(200);
    const orders: Card[] = res.body.data.orders;
    seen.push(orders);
    if (orders.some((o) => o.id === id) || orders.length === 0)
      return { seen, pagination: res.body.data.pagination, found: orders.some((o) => o.id === id) };
  }
  return { seen, pagination: null, found: false };
}

describe('the back-office order list filtered by payment', () => {
  it('narrows by method and by status, with B5 cards and pagination, and never shows an order that does not match', async () => {
    const cod = await orderPaid('cod');
    const unpaid = await orderPaid('card-unpaid');
    const paid = await orderPaid('card-paid');
    const { token } = await staffToken();

    const paidCards = await pagesUntil(token, 'payment_method=CARD&payment_status=paid', paid);
    expect(paidCards.found).toBe(true);
    const shown = paidCards.seen.flat();
    expect(shown.every((o) => o.payment_method === 'CARD' && o.payment_status === 'paid')).toBe(true);
    expect(shown.map((o) => o.id)).not.toContain(unpaid);
    expect(paidCards.pagination).toMatchObject({ perPage: 10 });
    expect(paidCards.pagination.totalOrders).toBeGreaterThanOrEqual(1);
    // The cards are B5's, whole.
    const card = shown.find((o) => o.id === paid)!;
    expect(card).toMatchObject({
      status: 'pending',
      orderInfo: { paymentMethod: 'CARD' },
      paymentInfo: { paymentMethod: 'Card (PayHere)' },
      summary: { total: expect.any(String) },
    });

    const byMethod = await pagesUntil(token, 'payment_method=COD', cod);
    expect(byMethod.found).toBe(true);
    expect(byMethod.seen.flat().every((o) => o.payment_method === 'COD' && o.payment_status === 'on_delivery')).toBe(
      true,
    );

    const byStatus = await pagesUntil(token, 'payment_status=unpaid', unpaid);
    expect(byStatus.found).toBe(true);
    expect(byStatus.seen.flat().every((o) => o.payment_status === 'unpaid')).toBe(true);
    expect(byStatus.seen.flat().map((o) => o.id)).not.toContain(paid);
  });

  it('pages do not overlap and the total counts the matches; no filter is the whole list', async () => {
    await orderPaid('cod');
    const admin = await adminToken();
    const page = async (n: number) =>
      (await api(`/v2/admin/orders?payment_method=COD&page=${n}`, { token: admin })).body.data;
    // Another file's cash order placed between the two reads moves page 1's last order onto page 2: read the pair
    // again until the list held still between them (its total unchanged), as a member of staff would page.
    let first = await page(1);
    let second = await page(2);
    for (let tries = 1; tries < 5 && second.pagination.totalOrders !== first.pagination.totalOrders; tries++) {
      first = await page(1);
      second = await page(2);
    }
    expect(second.pagination.totalOrders).toBe(first.pagination.totalOrders);
    const ids = new Set(first.orders.map((o: Card) => o.id));
    expect(second.orders.some((o: Card) => ids.has(o.id))).toBe(false);
    expect(first.pagination.totalPages).toBe(Math.ceil(first.pagination.totalOrders / 10));
    if (first.pagination.totalOrders > 10) expect(first.orders).toHaveLength(10);
    const all = (await api('/v2/admin/orders?page=1', { token: admin })).body.data;
    expect(all.pagination.totalOrders).toBeGreaterThanOrEqual(first.pagination.totalOrders);
  });

  it('refuses an unknown method or status (422) and anyone but admin or staff', async () => {
    const { token } = await staffToken();
    const wrong = await api('/v2/admin/orders?payment_method=CASH', { token });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.payment_method).toBeDefined();
    expect((await api('/v2/admin/orders?payment_status=lost', { token })).status).toBe(422);
    const customer = await registerCustomer();
    expect((await api('/v2/admin/orders', { token: customer.token })).status).toBe(403);
    expect((await api('/v2/admin/orders')).status).toBe(401);
  });
});
