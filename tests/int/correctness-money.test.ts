import { describe, expect, it } from 'vitest';
import { adminToken, api, registerCustomer } from '../support/api';
import { checkout, fillCart } from '../support/checkout';
import { createTestProduct } from '../support/direct';

const cents = (lkr: number) => Math.round(lkr * 100);
const lkrText = (text: string) => cents(Number(text.replace(/^LKR /, '').replace(/,/g, '')));

describe('order money equals the cart summary to the cent (contract 6.3)', () => {
  it('half-cent lines: the order total is the cart total plus shipping, and every summary adds up', async () => {
    // 0.29 less 50 % is 14.5 cents and 10.01 less 50 % is 500.5 cents: exactly where floating point goes wrong
    const a = await createTestProduct({ name: 'Half Cent Comb', price: 0.29, discount: 50, stock: 5 });
    const b = await createTestProduct({ name: 'Half Cent Tonic', price: 10.01, discount: 50, stock: 5 });
    const c = await registerCustomer();
    await fillCart(c, [
      [a.id, 1],
      [b.id, 1],
    ]);
    const cart = await api('/v2/cart', { token: c.token });
    expect(cart.body.data.map((l: { total_price: number }) => l.total_price)).toEqual([0.15, 5.01]);
    expect(cart.body.total_amount).toBe(5.15); // 0.145 + 5.005 = 5.15, rounded once

    const res = await checkout(c, { city: 'Gampaha' });
    expect(res.status).toBe(201);
    const o = res.body.order;
    expect(o).toMatchObject({ subtotal: 10.3, shipping: 300, tax: 0, total: 305.15 });
    expect(cents(o.subtotal) - cents(o.discount) + cents(o.shipping) + cents(o.tax)).toBe(cents(o.total));

    const card = (await api('/v2/orders/all?page=1', { token: await adminToken() })).body.data.orders.find(
      (x: { id: number }) => x.id === o.id,
    );
    expect(card.summary).toEqual({
      subtotal: 'LKR 10.30',
      tax: 'LKR 0.00',
      discount: 'LKR 5.15',
      shipping: 'LKR 300.00',
      total: 'LKR 305.15',
    });
    expect(card.products.map((p: { total: string }) => p.total)).toEqual(['LKR 0.15', 'LKR 5.01']);
    const { subtotal, discount, shipping, tax, total } = card.summary;
    expect(lkrText(subtotal) - lkrText(discount) + lkrText(shipping) + lkrText(tax)).toBe(lkrText(total));
  });

  it('a price with decimals at 15 %, a free product (100 %) and a large quantity', async () => {
    const oil = await createTestProduct({ name: 'Decimal Oil', price: 1499.99, discount: 15, stock: 100_000 });
    const gift = await createTestProduct({ name: 'Free Gift Comb', price: 999.99, discount: 100, stock: 10 });
    const c = await registerCustomer();
    await fillCart(c, [
      [oil.id, 99_999],
      [gift.id, 1],
    ]);
    const res = await checkout(c, { city: 'Jaffna' });
    expect(res.status).toBe(201);
    // 1499.99 x 99,999 = 149,997,500.01; less 15 % = 127,497,875.0085 -> 127,497,875.01; Jaffna is Zone C (400)
    expect(res.body.order).toMatchObject({
      subtotal: 149_998_500,
      discount: 22_500_624.99,
      shipping: 400,
      total: 127_498_275.01,
    });
  });
});
