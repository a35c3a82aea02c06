import { randomInt, verify } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, localMail, localSms, registerCustomer, shopUrl } from '../support/api';
import { staffToken } from '../support/admin';
import { checkout, fillCart, stockOf } from '../support/checkout';
import { createTestProduct, useShopBackend } from '../support/direct';
import { moveOrder, postReturn, putReturn } from '../support/returns';
import {
  decideOnStandIn,
  kokoCallback,
  kokoCheckout,
  kokoNotify,
  merchantPublicKey,
  postToStandIn,
} from '../support/koko';
import { onlyOrders } from '../support/sweep-scope';

type Orders = typeof import('../../functions/domain/orders/orders-repo');
type Expiry = typeof import('../../functions/flows/workflows/payment-expiry');
let orders: Orders;
let expiry: Expiry;

beforeAll(async () => {
  useShopBackend();
  orders = await import('../../functions/domain/orders/orders-repo');
  expiry = await import('../../functions/flows/workflows/payment-expiry');
});

const stored = async (id: string | number) => (await orders.getOrder(Number(id)))!;
/** After the payment window (PAYMENT_WINDOW_SECONDS, 1800 by default): the expiry as the schedule would run it then. */
const afterWindow = () => new Date(Date.now() + 1801 * 1000);

/** A mobile number of this test's own, typed as a customer would, and the E.164 the SMS go to. */
function freshMobile(): { typed: string; e164: string } {
  const digits = String(randomInt(1_000_000, 10_000_000));
  return { typed: `076-${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+9476${digits}` };
}

async function kokoOrder(quantity = 2, price = 1000, stock = 10) {
  const product = await createTestProduct({
    name: `KOKO Balm ${Math.random().toString(36).slice(2, 7)}`,
    price,
    discount: 0,
    stock,
  });
  const customer = await registerCustomer();
  const mobile = freshMobile();
  await fillCart(customer, [[product.id, quantity]]);
  const res = await kokoCheckout(customer, { phone: mobile.typed });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  const koko = res.body.koko as { action: string; fields: Record<string, string> };
  return { product, customer, mobile, res, koko, orderId: String(res.body.order.id) };
}

const confirmations = async (email: string) =>
  (await localMail()).filter((m) => m.to.includes(email) && m.subject.includes('is confirmed'));

describe('POST /v2/koko/checkout', () => {
  it('places the order unpaid with its stock held and answers the signed form, fields in KOKO order', async () => {
    const { product, customer, res, koko, orderId } = await kokoOrder(2, 1000);
    expect(res.body).toMatchObject({
      status: 'success',
      message: 'Order created successfully',
      order: { id: Number(orderId), payment_method: 'KOKO', payment_status: 'unpaid' },
    });
    expect(Object.keys(res.body)).toEqual(['status', 'message', 'order', 'koko']);
    expect(koko.action).toBe(`${shopUrl()}/_local/koko`);
    const f = koko.fields;
    expect(Object.keys(f)).toEqual([
      '_mId',
      '_amount',
      '_currency',
      '_pluginName',
      '_pluginVersion',
      '_returnUrl',
      '_cancelUrl',
      '_orderId',
      '_reference',
      '_firstName',
      '_lastName',
      '_email',
      '_description',
      'api_key',
      '_responseUrl',
      'dataString',
      'signature',
    ]);
    // 2 x 1000 + Colombo's 350, to the cent.
    expect(f).toMatchObject({
      _mId: 'local-koko-merchant',
      _amount: '2350.00',
      _currency: 'LKR',
      _orderId: orderId,
      _reference: res.body.order.order_number,
      _firstName: 'Kasun',
      _lastName: 'Perera',
      _email: customer.email,
      api_key: 'local-koko-api-key',
      _responseUrl: `${shopUrl()}/api/v2/koko/notify`,
    });
    expect(f._description).toContain(`${product.name} x 2`);
    const joined = Object.keys(f)
      .filter((k) => k !== 'dataString' && k !== 'signature')
      .map((k) => f[k])
      .join('');
    expect(f.dataString).toBe(joined);
    expect(verify('sha256', Buffer.from(f.dataString), merchantPublicKey(), Buffer.from(f.signature, 'base64'))).toBe(
      true,
    );
    expect(JSON.stringify(res.body)).not.toContain('PRIVATE KEY');
    expect(await stockOf(product.id)).toBe(8);
    expect((await api('/v2/cart', { token: customer.token })).body.data).toEqual([]);
    expect(await confirmations(customer.email)).toHaveLength(0);
  });

  it('tells the browser its range, and refuses a total outside it with a 409 that changes nothing', async () => {
    expect((await api('/v2/koko/offer')).body).toEqual({
      status: 'success',
      data: { min_amount: 1000, max_amount: 100000 },
    });
    for (const price of [100, 120000]) {
      const product = await createTestProduct({ name: 'KOKO Range Oil', price, discount: 0, stock: 5 });
      const customer = await registerCustomer();
      await fillCart(customer, [[product.id, 1]]);
      const res = await kokoCheckout(customer);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ status: 'error', message: 'KOKO is not available for this amount.' });
      expect(await stockOf(product.id)).toBe(5);
      expect((await api('/v2/cart', { token: customer.token })).body.data).toHaveLength(1);
    }
  });

  it('refuses a caller not signed in, staff, and bad billing', async () => {
    const customer = await registerCustomer();
    const staff = await staffToken();
    expect((await api('/v2/koko/checkout', { method: 'POST', body: {} })).status).toBe(401);
    expect((await kokoCheckout({ ...customer, token: staff.token })).status).toBe(403);
    const bad = await kokoCheckout(customer, { first_name: '' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.first_name).toBeDefined();
  });
});

describe("KOKO's callback", () => {
  it('SUCCESS pays the order once and sends its mail and SMS once; a repeat changes nothing', async () => {
    const { customer, mobile, orderId } = await kokoOrder(1, 1500);
    const ok = await kokoNotify(kokoCallback({ orderId, status: 'SUCCESS' }));
    expect(ok.status).toBe(200);
    expect(await stored(orderId)).toMatchObject({ paymentStatus: 'paid', payment: { paymentId: `TRN-${orderId}` } });
    expect((await kokoNotify(kokoCallback({ orderId, status: 'SUCCESS' }))).status).toBe(200);
    const order = await stored(orderId);
    expect(order.history?.map((e) => e.kind)).toEqual(['placed', 'paid']);
    const mails = await confirmations(customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Total (KOKO, pay in 3)');
    await expect.poll(async () => (await localSms()).filter((m) => m.to === mobile.e164).length).toBe(1);
    const detail = await api(`/v2/user/orders?status=pending`, { token: customer.token });
    expect(detail.body.data.find((l: { order_id: number }) => l.order_id === Number(orderId))).toMatchObject({
      payment_method: 'KOKO',
      payment_status: 'paid',
    });
  });

  it('the same callback arriving six times at once changes the order once, with one mail', async () => {
    const { customer, orderId } = await kokoOrder(1, 1500);
    const form = kokoCallback({ orderId, status: 'SUCCESS' });
    const results = await Promise.all([...Array(6)].map(() => kokoNotify(form)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await stored(orderId)).history?.filter((e) => e.kind === 'paid')).toHaveLength(1);
    expect(await confirmations(customer.email)).toHaveLength(1);
  });

  it('a bad signature is a 400, an unknown order a 404, a malformed form a 4xx, and none changes anything', async () => {
    const { orderId } = await kokoOrder(1, 1500);
    const signedFailure = kokoCallback({ orderId, status: 'FAILED' });
    const forged = await kokoNotify({ ...signedFailure, status: 'SUCCESS' });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ status: 'error', message: 'The payment notification is not valid.' });
    expect((await kokoNotify(kokoCallback({ orderId, status: 'SUCCESS', signature: 'AAAA' }))).status).toBe(400);
    expect((await kokoNotify(kokoCallback({ orderId: '999999999', status: 'SUCCESS' }))).status).toBe(404);
    expect((await kokoNotify({ orderId, status: 'SUCCESS' })).status).toBe(400);
    // A cash order's id is no KOKO order either.
    const cod = await registerCustomer();
    const product = await createTestProduct({ name: 'KOKO Cash Oil', price: 1500, discount: 0, stock: 3 });
    await fillCart(cod, [[product.id, 1]]);
    const cash = await checkout(cod);
    expect((await kokoNotify(kokoCallback({ orderId: String(cash.body.order.id), status: 'SUCCESS' }))).status).toBe(
      404,
    );
    const order = await stored(orderId);
    expect(order.paymentStatus).toBe('unpaid');
    expect(order.history?.map((e) => e.kind)).toEqual(['placed']);
  });

  it('any other status marks it failed, the customer may pay again with a fresh form, and a later SUCCESS pays it', async () => {
    const { customer, orderId } = await kokoOrder(1, 1500);
    expect((await kokoNotify(kokoCallback({ orderId, status: 'CANCELLED', trnId: 'T-A' }))).status).toBe(200);
    expect((await stored(orderId)).paymentStatus).toBe('failed');
    const again = await api(`/v2/koko/orders/${orderId}/pay`, { method: 'POST', token: customer.token });
    expect(again.status).toBe(200);
    expect(again.body.koko.fields).toMatchObject({ _orderId: orderId, _amount: '1850.00' });
    const other = await registerCustomer();
    expect((await api(`/v2/koko/orders/${orderId}/pay`, { method: 'POST', token: other.token })).status).toBe(404);
    expect((await kokoNotify(kokoCallback({ orderId, status: 'SUCCESS', trnId: 'T-B' }))).status).toBe(200);
    expect((await stored(orderId)).paymentStatus).toBe('paid');
    expect((await api(`/v2/koko/orders/${orderId}/pay`, { method: 'POST', token: customer.token })).status).toBe(409);
  });
});

describe('an unpaid KOKO order when its window closes', () => {
  it('is canceled with its stock given back exactly once, and cannot be paid again', async () => {
    const { product, customer, orderId } = await kokoOrder(3, 1000);
    expect(await stockOf(product.id)).toBe(7);
    const [a, b] = await Promise.all([
      expiry.expireUnpaidOrders(afterWindow(), onlyOrders(orderId)),
      expiry.expireUnpaidOrders(afterWindow(), onlyOrders(orderId)),
    ]);
    expect([...a, ...b].filter((e) => e.order.id === Number(orderId))).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(10);
    expect(await stored(orderId)).toMatchObject({ status: 'canceled', paymentStatus: 'expired' });
    expect((await api(`/v2/koko/orders/${orderId}/pay`, { method: 'POST', token: customer.token })).status).toBe(409);
    // KOKO's success after that is kept as money to refund, and the order stays canceled.
    await kokoNotify(kokoCallback({ orderId, status: 'SUCCESS' }));
    expect(await stored(orderId)).toMatchObject({ status: 'canceled', paymentStatus: 'refund_due' });
  });
});

describe('the local KOKO stand-in', () => {
  it('shows the order and its amount, and Pay sends the signed callback and returns the browser to its Order complete', async () => {
    const { koko, orderId } = await kokoOrder(2, 1000);
    const page = await postToStandIn(koko.action, koko.fields);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('LKR 2,350.00');
    expect(html).toContain(koko.fields._reference);
    const back = await decideOnStandIn(html, 'Pay');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(koko.fields._returnUrl);
    expect(koko.fields._returnUrl).toBe(`${shopUrl()}/cart?complete=${orderId}`);
    expect((await stored(orderId)).paymentStatus).toBe('paid');
  });

  it('GET /v2/user/orders/{order_id}: Order complete reads its own order as the checkout answered it, no one else’s', async () => {
    const { customer, orderId, res } = await kokoOrder(1, 1500);
    const own = await api(`/v2/user/orders/${orderId}`, { token: customer.token });
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ status: 'success', data: { ...res.body.order, payment_status: 'unpaid' } });
    const other = await registerCustomer();
    expect((await api(`/v2/user/orders/${orderId}`, { token: other.token })).status).toBe(404);
    expect((await api('/v2/user/orders/999999999', { token: customer.token })).status).toBe(404);
    expect((await api(`/v2/user/orders/${orderId}`)).status).toBe(401);
  });

  it('Decline marks the order failed and returns to the cancel URL; a form with a forged signature is refused', async () => {
    const { koko, orderId } = await kokoOrder(1, 1500);
    const tampered = await postToStandIn(koko.action, { ...koko.fields, _amount: '1.00', dataString: 'x' });
    expect(tampered.status).toBe(400);
    const html = await (await postToStandIn(koko.action, koko.fields)).text();
    const back = await decideOnStandIn(html, 'Decline');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(koko.fields._cancelUrl);
    expect((await stored(orderId)).paymentStatus).toBe('failed');
  });
});

describe('a returned KOKO order', () => {
  it("is refunded by staff, who must give the refund's reference from KOKO's merchant portal", async () => {
    const { product, customer, orderId } = await kokoOrder(2, 1000);
    expect((await kokoNotify(kokoCallback({ orderId, status: 'SUCCESS' }))).status).toBe(200);
    await moveOrder(Number(orderId), 'delivered');
    const requested = await postReturn(customer, Number(orderId), {
      items: [{ product_id: product.id, quantity: 1 }],
      reason: 'damaged',
    });
    expect(requested.status).toBe(201);
    const returnId = requested.body.data.id as number;
    expect(requested.body.data.refund_method).toBe('koko');
    expect((await putReturn(returnId, { status: 'approved' })).status).toBe(200);
    expect((await putReturn(returnId, { status: 'received' })).status).toBe(200);
    const noReference = await putReturn(returnId, { status: 'refunded' });
    expect(noReference.status).toBe(422);
    expect(noReference.body.errors).toEqual({
      refund_reference: ["Please enter the refund reference from KOKO's merchant portal."],
    });
    const refunded = await putReturn(returnId, { status: 'refunded', refund_reference: 'KOKO-RF-8812' });
    expect(refunded.status).toBe(200);
    expect(refunded.body.data).toMatchObject({
      status: 'refunded',
      refund_amount: 1000,
      refund_method: 'koko',
      refund_reference: 'KOKO-RF-8812',
    });
  });
});
