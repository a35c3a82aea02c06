import { beforeAll, describe, expect, it } from 'vitest';
import { api, registerCustomer, type Customer } from '../support/api';
import { createTestProduct } from '../support/direct';
import { guestBody, guestCheckout } from '../support/guest';

type Product = Awaited<ReturnType<typeof createTestProduct>>;

const claim = (c: Customer, order_number: string, token: string) =>
  api('/v2/user/orders/claim', { method: 'POST', token: c.token, body: { order_number, token } });

async function guestOrder(product: Product) {
  const res = await guestCheckout(guestBody([{ product_id: product.id, quantity: 1 }]));
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  const token = /\?t=([A-Za-z0-9_-]{43})$/.exec(res.body.order_link)![1]!;
  return { number: res.body.order.order_number as string, id: res.body.order.id as number, token };
}

describe('adding a guest order to an account (POST /v2/user/orders/claim)', () => {
  let oil: Product;

  beforeAll(async () => {
    oil = await createTestProduct({ name: 'Guest Claim Oil', price: 1800, stock: 100 });
  });

  it('moves the order into My Orders with its token, once; a wrong token is 404', async () => {
    const order = await guestOrder(oil);
    const me = await registerCustomer();
    expect((await claim(me, order.number, `${order.token.slice(0, -2)}xx`)).status).toBe(404);
    const claimed = await claim(me, order.number, order.token);
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ message: 'The order is now in your account.', order: { id: order.id } });
    const mine = await api('/v2/user/orders?status=pending', { token: me.token });
    expect(mine.body.data.map((l: { order_id: number }) => l.order_id)).toContain(order.id);
    const page = await api(`/v2/guest/orders/${order.number}?t=${order.token}`);
    expect(page.body).toMatchObject({ claimed: true });
    expect(page.body.next).not.toContain('add_to_account');

    const again = await claim(await registerCustomer(), order.number, order.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order was already added to an account.');
    expect(
      (await api('/v2/user/orders/claim', { method: 'POST', body: { order_number: order.number, token: order.token } }))
        .status,
    ).toBe(401);
  });

  it('lets exactly one of racing claims win; the others get the 409', async () => {
    const order = await guestOrder(oil);
    const people = await Promise.all(Array.from({ length: 6 }, () => registerCustomer()));
    const results = await Promise.all(people.map((p) => claim(p, order.number, order.token)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = people[results.findIndex((r) => r.status === 200)]!;
    const mine = await api('/v2/user/orders?status=pending', { token: winner.token });
    expect(mine.body.data.map((l: { order_id: number }) => l.order_id)).toContain(order.id);
  });
});
