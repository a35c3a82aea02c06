import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, localMail, localSms, registerCustomer } from '../support/api';
import { checkout, fillCart, stockOf } from '../support/checkout';
import { createTestProduct } from '../support/direct';
import { newCode } from '../support/discount-codes';
import { guestBody, guestCheckout } from '../support/guest';

type Product = Awaited<ReturnType<typeof createTestProduct>>;

// An English order's link has no language prefix, as before issue 34.
const LINK = /^https?:\/\/[^/]+\/order\/(ORD-\d{6})\?t=([A-Za-z0-9_-]{43})$/;
const tokenOf = (link: string) => LINK.exec(link)?.[2] ?? '';
const guestOrder = (number: string, token?: string) =>
  api(`/v2/guest/orders/${number}${token === undefined ? '' : `?t=${token}`}`);

describe('guest checkout (POST /v2/guest/checkout)', () => {
  let oil: Product;

  beforeAll(async () => {
    oil = await createTestProduct({ name: 'Guest Checkout Oil', price: 2000, discount: 0, stock: 200 });
  });

  it('places a cash order without an account, confirmed by SMS whatever the setting, and sends its link by mail and SMS', async () => {
    const body = guestBody([{ product_id: oil.id, quantity: 2 }], { marketing_consent: true });
    const res = await guestCheckout(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'success',
      message: 'Order created successfully',
      order: { payment_method: 'COD', status: 'pending', subtotal: 4000 },
    });
    const [, number, token] = LINK.exec(res.body.order_link)!;
    expect(number).toBe(res.body.order.order_number);

    const page = await guestOrder(number!, token);
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.data[0]).toMatchObject({
      order_number: number,
      cod_confirmation: 'awaiting',
      item: { product_id: oil.id, quantity: 2 },
    });
    expect(page.body).toMatchObject({ next: ['confirm', 'add_to_account'], claimed: false });

    const mail = (await localMail()).find((m) => m.to.includes(body.email) && m.text.includes(res.body.order_link));
    expect(mail?.text).toContain('Add to my account');
    const texts = (await localSms()).filter((s) => s.to === `+94${body.phone.slice(1)}`);
    expect(texts.some((s) => s.text.includes(res.body.order_link))).toBe(true);
    expect(texts.some((s) => /confirm your cash order/.test(s.text))).toBe(true);

    // No account was made behind the guest's back: the address can still sign up.
    const signUp = await api('/v2/register', {
      method: 'POST',
      body: {
        name: 'Guest Later',
        email: body.email,
        mobile: body.phone,
        password: 'Grooming#2026',
        password_confirmation: 'Grooming#2026',
      },
    });
    expect(signUp.status).toBe(201);
  });

  it('answers a wrong, missing or old token and an unknown number with the same 404', async () => {
    const res = await guestCheckout(guestBody([{ product_id: oil.id, quantity: 1 }]));
    const number = res.body.order.order_number;
    const token = tokenOf(res.body.order_link);
    const answers = [
      await guestOrder(number, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`),
      await guestOrder(number),
      await guestOrder(number, ''),
      await guestOrder('ORD-999999999', token),
      await guestOrder('nonsense', token),
    ];
    for (const a of answers) {
      expect(a.status).toBe(404);
      expect(a.body).toEqual({ status: 'error', message: 'Order not found' });
    }
  });

  it('makes one order of 20 parallel requests with one Idempotency-Key, all answered with it and its link', async () => {
    const product = await createTestProduct({ name: 'Guest Key Oil', price: 1500, stock: 50 });
    const body = guestBody([{ product_id: product.id, quantity: 3 }]);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => guestCheckout(body, key)));
    expect(results.map((r) => r.status).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(results.map((r) => r.body.order.id)).size).toBe(1);
    expect(new Set(results.map((r) => r.body.order_link)).size).toBe(1);
    expect(await stockOf(product.id)).toBe(47);
    expect((await guestOrder(results[0]!.body.order.order_number, tokenOf(results[0]!.body.order_link))).status).toBe(
      200,
    );

    const other = await guestCheckout({ ...body, lines: [{ product_id: product.id, quantity: 1 }] }, key);
    expect(other.status).toBe(422);
    expect(other.body.errors['Idempotency-Key']).toEqual([
      'This Idempotency-Key was already used for a different order. Send a new key to place a new order.',
    ]);
    const missing = await api('/v2/guest/checkout', { method: 'POST', body });
    expect(missing.status).toBe(422);
  });

  it('answers each method as the signed-in checkout does, plus order_link', async () => {
    const card = await guestCheckout(guestBody([{ product_id: oil.id, quantity: 1 }], { payment_method: 'CARD' }));
    expect(card.status).toBe(201);
    expect(card.body).toMatchObject({
      order: { payment_method: 'CARD', payment_status: 'unpaid' },
      payhere: { order_id: String(card.body.order.id) },
    });
    expect(card.body.order_link).toMatch(LINK);
    const bank = await guestCheckout(
      guestBody([{ product_id: oil.id, quantity: 1 }], { payment_method: 'bank_transfer' }),
    );
    expect(bank.status).toBe(201);
    expect(bank.body.bank_transfer).toMatchObject({ reference: bank.body.order.order_number });
    const koko = await guestCheckout(guestBody([{ product_id: oil.id, quantity: 1 }], { payment_method: 'KOKO' }));
    expect(koko.status).toBe(201);
    expect(koko.body.koko).toBeTruthy();
    const none = await guestCheckout(guestBody([{ product_id: oil.id, quantity: 1 }], { payment_method: 'CHEQUE' }));
    expect(none.status).toBe(422);
    expect(none.body.errors.payment_method).toEqual(['Please choose a payment method.']);
  });

  it("counts a code's per-customer limit across an account and a guest with the same phone, and a guest by e-mail", async () => {
    const code = await newCode({ value: 10, per_customer_limit: 1 });
    const account = await registerCustomer();
    const first = guestBody([{ product_id: oil.id, quantity: 1 }], { code });
    await fillCart(account, [[oil.id, 1]]);
    await api('/v2/cart/discount', { method: 'POST', token: account.token, body: { code } });
    expect((await checkout(account, { phone: first.phone })).status).toBe(201);

    const samePhone = await guestCheckout(first);
    expect(samePhone.status).toBe(409);
    expect(samePhone.body.message).toMatch(/already used/i);

    const fresh = guestBody([{ product_id: oil.id, quantity: 1 }], { code });
    expect((await guestCheckout(fresh)).status).toBe(201);
    const sameEmail = guestBody([{ product_id: oil.id, quantity: 1 }], { code, email: fresh.email });
    expect((await guestCheckout(sameEmail)).status).toBe(409);
  });

  it('takes at most 5 guest checkouts per phone a day: the sixth is the usual 429', async () => {
    const body = guestBody([{ product_id: oil.id, quantity: 1 }]);
    for (let i = 0; i < 5; i++) expect((await guestCheckout(body)).status).toBe(201);
    const sixth = await guestCheckout(body);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({
      status: 'error',
      message: 'Too many requests. Please wait a few minutes and try again.',
    });
  });
});
