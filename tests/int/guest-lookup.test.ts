import { beforeAll, describe, expect, it } from 'vitest';
import { api, localSms } from '../support/api';
import { createTestProduct } from '../support/direct';
import { guestBody, guestCheckout } from '../support/guest';

type Product = Awaited<ReturnType<typeof createTestProduct>>;

const lookup = (order_number: string, phone: string) =>
  api('/v2/guest/orders/lookup', { method: 'POST', body: { order_number, phone } });
const verify = (order_number: string, phone: string, code: string) =>
  api('/v2/guest/orders/lookup/verify', { method: 'POST', body: { order_number, phone, code } });

const SENT = 'If the order number and phone match an order, we have sent a 6-digit code to its phone.';

async function placed(product: Product) {
  const body = guestBody([{ product_id: product.id, quantity: 1 }]);
  const res = await guestCheckout(body);
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return { number: res.body.order.order_number as string, phone: body.phone, link: res.body.order_link as string };
}

/** The codes texted to the phone for this order, newest first. */
async function codesFor(phone: string, number: string): Promise<string[]> {
  return (await localSms())
    .filter((s) => s.to === `+94${phone.slice(1)}` && s.text.includes(`code for order ${number}`))
    .map((s) => /is (\d{6})\./.exec(s.text)![1]!);
}

describe('finding a lost order link (POST /v2/guest/orders/lookup and /lookup/verify)', () => {
  let oil: Product;

  beforeAll(async () => {
    oil = await createTestProduct({ name: 'Guest Lookup Oil', price: 1000, stock: 100 });
  });

  it('answers the same whether or not they match, texts a code when they do, and the code mints a fresh link', async () => {
    const order = await placed(oil);
    const matched = await lookup(order.number, order.phone);
    const wrongPhone = await lookup(order.number, '0719999999');
    const unknown = await lookup('ORD-999999998', order.phone);
    for (const res of [matched, wrongPhone, unknown]) expect(res.body).toEqual({ status: 'success', message: SENT });
    const [code] = await codesFor(order.phone, order.number);
    expect(code).toMatch(/^\d{6}$/);

    expect((await verify(order.number, '0719999999', code!)).status).toBe(422);
    const ok = await verify(order.number, order.phone, code!);
    expect(ok.status).toBe(200);
    expect(ok.body.order_link).toMatch(new RegExp(`/order/${order.number}\\?t=[A-Za-z0-9_-]{43}$`));
    expect(ok.body.order_link).not.toBe(order.link);
    const fresh = /\?t=(.+)$/.exec(ok.body.order_link)![1];
    const old = /\?t=(.+)$/.exec(order.link)![1];
    expect((await api(`/v2/guest/orders/${order.number}?t=${fresh}`)).status).toBe(200);
    expect((await api(`/v2/guest/orders/${order.number}?t=${old}`)).status).toBe(404);
    // A code works once.
    expect((await verify(order.number, order.phone, code!)).status).toBe(422);
  });

  it('sends at most 3 codes per order an hour, and after 5 wrong codes answers 429, the right code included', async () => {
    const order = await placed(oil);
    for (let i = 0; i < 4; i++) expect((await lookup(order.number, order.phone)).body.message).toBe(SENT);
    const codes = await codesFor(order.phone, order.number);
    expect(codes).toHaveLength(3);
    const wrong = codes[0] === '000000' ? '111111' : '000000';
    const results = await Promise.all(Array.from({ length: 6 }, () => verify(order.number, order.phone, wrong)));
    expect(results.map((r) => r.status).sort()).toEqual([422, 422, 422, 422, 422, 429]);
    const right = await verify(order.number, order.phone, codes[0]!);
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('Too many requests. Please wait a few minutes and try again.');
  });
});
