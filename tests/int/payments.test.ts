import { beforeAll, describe, expect, it } from 'vitest';
import { api, localMail, registerCustomer, type Customer } from '../support/api';
import { codBody, fillCart, stockOf } from '../support/checkout';
import { createTestProduct, useShopBackend } from '../support/direct';
import { staffToken } from '../support/admin';
import { cardCheckout, expectedHash, MERCHANT_ID, notification, notify, notifyFor } from '../support/payhere';
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

/** Units of a product the dashboard's aggregates count as sold (around today). */
async function unitsSold(productId: number): Promise<number> {
  const { readDays, sumCounters } = await import('../../functions/domain/stats/stats-repo');
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return sumCounters((await readDays(day(-1), day(1))).map((d) => d.counters))[`u_${productId}`] ?? 0;
}

const stored = async (id: string | number) => (await orders.getOrder(Number(id)))!;
/** After the window: the expiry run as the schedule would run it then. */
const afterWindow = () => new Date(Date.now() + 1801 * 1000);

async function cardOrder(stock = 10, quantity = 2, price = 1000) {
  const product = await createTestProduct({
    name: `Card Oil ${Math.random().toString(36).slice(2, 7)}`,
    price,
    discount: 0,
    stock,
  });
  const customer = await registerCustomer();
  await fillCart(customer, [[product.id, quantity]]);
  const res = await cardCheckout(customer);
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return { product, customer, res, payhere: res.body.payhere as Record<string, string> & { sandbox: boolean } };
}

describe('S9 POST /v2/payhere/checkout', () => {
  it('places the order like cash on delivery and answers a complete, signed PayHere payment object', async () => {
    const { product, customer, res, payhere } = await cardOrder(10, 2, 1000);
    expect(res.body.message).toBe('Order created successfully');
    // 2 x 1000 + Colombo shipping 350
    expect(payhere).toMatchObject({
      sandbox: true,
      merchant_id: MERCHANT_ID,
      order_id: String(res.body.order.id),
      amount: '2350.00',
      currency: 'LKR',
      first_name: 'Kasun',
      last_name: 'Perera',
      email: customer.email,
      phone: '0771234567',
      address: '12 Temple Rd',
      city: 'Colombo',
      country: 'Sri Lanka',
    });
    expect(payhere.items).toContain(`${product.name} x 2`);
    expect(payhere.notify_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v2\/payhere\/notify$/);
    expect(payhere.return_url).toMatch(/^http/);
    expect(payhere.cancel_url).toMatch(/^http/);
    expect(payhere.hash).toBe(expectedHash(payhere.order_id, '2350.00'));
    expect(JSON.stringify(res.body)).not.toContain('local-payhere-secret');
    // Stock held and cart emptied at once; nothing paid, nothing mailed yet.
    expect(await stockOf(product.id)).toBe(8);
    expect((await api('/v2/cart', { token: customer.token })).body.data).toEqual([]);
    expect(res.body.order).toMatchObject({ payment_method: 'CARD', payment_status: 'unpaid' });
    expect((await localMail()).some((m) => m.to.includes(customer.email))).toBe(false);
    const lines = (await api('/v2/user/orders?status=pending', { token: customer.token })).body.data;
    expect(lines[0]).toMatchObject({
      order_id: Number(payhere.order_id),
      payment_method: 'CARD',
      payment_status: 'unpaid',
    });
  });

  it('the same cart sent twice answers the same order, and a cash checkout of it does not reuse the card order', async () => {
    const { product, customer, payhere } = await cardOrder(10, 1);
    const again = await cardCheckout(customer);
    expect(again.status).toBe(200);
    expect(again.body.payhere.order_id).toBe(payhere.order_id);
    expect(again.body.payhere.hash).toBe(payhere.hash);
    expect(await stockOf(product.id)).toBe(9);
    const cod = await api('/v2/checkout', { method: 'POST', token: customer.token, body: codBody() });
    expect(cod.status).toBe(400);
  });

  it('an unsigned-in caller, staff and bad billing are refused', async () => {
    expect((await api('/v2/payhere/checkout', { method: 'POST', body: {} })).status).toBe(401);
    const staff = (await staffToken()).token;
    expect((await api('/v2/payhere/checkout', { method: 'POST', token: staff, body: {} })).status).toBe(403);
    const c = await registerCustomer();
    const bad = await cardCheckout(c, { first_name: '' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.first_name).toEqual(['First name is required.']);
  });
});

describe('PayHere notifications', () => {
  it('a good success marks the order paid once, mails the confirmation and counts the sale only then', async () => {
    const { product, customer, payhere } = await cardOrder(10, 3);
    expect(await unitsSold(product.id)).toBe(0);
    const ok = await notifyFor(payhere, '2');
    expect(ok.status).toBe(200);
    const order = await stored(payhere.order_id);
    expect(order.paymentStatus).toBe('paid');
    expect(order.status).toBe('pending');
    expect(order.payment).toMatchObject({
      paymentId: `3200${payhere.order_id}`,
      method: 'VISA',
      cardNo: '************1292',
      statusCode: 2,
    });
    expect(order.history?.map((e) => e.kind)).toEqual(['placed', 'paid']);
    const mail = (await localMail()).filter((m) => m.to.includes(customer.email) && m.subject.includes('is confirmed'));
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain('Total (paid by card): LKR 3,350.00');
    // A repeat changes nothing and mails nothing.
    expect((await notifyFor(payhere, '2')).status).toBe(200);
    expect((await stored(payhere.order_id)).history).toHaveLength(2);
    expect(
      (await localMail()).filter((m) => m.to.includes(customer.email) && m.subject.includes('is confirmed')),
    ).toHaveLength(1);
    expect(await unitsSold(product.id)).toBe(3);
  });

  it('a forged signature, another merchant, a wrong amount or a wrong currency change nothing (4xx)', async () => {
    const { payhere } = await cardOrder(10, 1);
    const before = await stored(payhere.order_id);
    const forged = await notify({
      ...notification({ order_id: payhere.order_id, payhere_amount: payhere.amount, status_code: '2' }),
      md5sig: 'A'.repeat(32),
    });
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ status: 'error', message: 'The payment notification is not valid.' });
    // The signature covers the status: a failure's signature with status 2 is forged too.
    const failureSig = notification({
      order_id: payhere.order_id,
      payhere_amount: payhere.amount,
      status_code: '-2',
    }).md5sig;
    expect(
      (
        await notify(
          notification({
            order_id: payhere.order_id,
            payhere_amount: payhere.amount,
            status_code: '2',
            md5sig: failureSig,
          }),
        )
      ).status,
    ).toBe(403);
    expect((await notifyFor(payhere, '2', { merchant_id: '9999999' })).status).toBe(400);
    expect((await notifyFor(payhere, '2', { payhere_amount: '1.00' })).status).toBe(400);
    expect((await notifyFor(payhere, '2', { payhere_amount: '1350' })).status).toBe(400);
    expect((await notifyFor(payhere, '2', { payhere_currency: 'USD' })).status).toBe(400);
    expect((await notifyFor(payhere, '2', { order_id: '999999999' })).status).toBe(404);
    expect((await notify({ order_id: payhere.order_id })).status).toBe(400);
    const json = await api('/v2/payhere/notify', {
      method: 'POST',
      body: notification({ order_id: payhere.order_id, payhere_amount: payhere.amount, status_code: '2' }),
    });
    expect(json.status).toBe(400);
    expect(await stored(payhere.order_id)).toEqual(before);
  });

  it('failures mark a waiting order failed and mail it; out of order, a failure never undoes a payment', async () => {
    const { customer, payhere } = await cardOrder(10, 1);
    expect((await notifyFor(payhere, '-2')).status).toBe(200);
    expect((await stored(payhere.order_id)).paymentStatus).toBe('failed');
    expect(
      (await localMail()).some((m) => m.to.includes(customer.email) && m.subject.includes('did not go through')),
    ).toBe(true);
    expect((await notifyFor(payhere, '0')).status).toBe(200);
    expect((await stored(payhere.order_id)).paymentStatus).toBe('failed');
    expect((await notifyFor(payhere, '2')).status).toBe(200);
    expect((await stored(payhere.order_id)).paymentStatus).toBe('paid');
    for (const late of ['-1', '-2', '0']) expect((await notifyFor(payhere, late)).status).toBe(200);
    const order = await stored(payhere.order_id);
    expect(order.paymentStatus).toBe('paid');
    expect(order.history?.map((e) => e.kind)).toEqual(['placed', 'payment_failed', 'paid']);
  });

  it('the same notifications arriving at once still pay the order exactly once', async () => {
    const { payhere } = await cardOrder(10, 1);
    const results = await Promise.all([...Array(6)].map(() => notifyFor(payhere, '2')));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await stored(payhere.order_id)).history?.filter((e) => e.kind === 'paid')).toHaveLength(1);
  });

  it('a charge-back after a payment is recorded and every admin is told', async () => {
    const { payhere } = await cardOrder(10, 1);
    expect((await notifyFor(payhere, '-3')).status).toBe(200);
    expect((await stored(payhere.order_id)).paymentStatus).toBe('unpaid');
    await notifyFor(payhere, '2');
    expect((await notifyFor(payhere, '-3')).status).toBe(200);
    expect((await stored(payhere.order_id)).paymentStatus).toBe('charged_back');
    const alert = (await localMail()).find(
      (m) =>
        m.to.includes('admin@kesara.lk') &&
        m.subject.includes(`Charge-back on order ORD-${payhere.order_id.padStart(6, '0')}`),
    );
    expect(alert).toBeDefined();
  });

  it('the same order paid twice keeps the first payment and flags the second for refund', async () => {
    const { payhere } = await cardOrder(10, 1);
    await notifyFor(payhere, '2', { payment_id: '111' });
    await notifyFor(payhere, '2', { payment_id: '222' });
    await notifyFor(payhere, '2', { payment_id: '222' });
    const order = await stored(payhere.order_id);
    expect(order.paymentStatus).toBe('paid');
    expect(order.payment?.paymentId).toBe('111');
    expect(order.history?.filter((e) => e.kind === 'refund_due').map((e) => e.note)).toEqual(['222']);
  });
});

describe('unpaid card orders end when their window closes', () => {
  it('gives the stock back exactly once, cancels the order and mails the customer', async () => {
    const { product, customer, payhere } = await cardOrder(10, 4);
    const another = await cardOrder(10, 1);
    const mine = onlyOrders(payhere.order_id);
    expect(await stockOf(product.id)).toBe(6);
    expect(await expiry.expireUnpaidOrders(new Date(), mine)).not.toContainEqual(
      expect.objectContaining({ order: expect.objectContaining({ id: Number(payhere.order_id) }) }),
    );
    const [first, second] = [
      await expiry.expireUnpaidOrders(afterWindow(), mine),
      await expiry.expireUnpaidOrders(afterWindow(), mine),
    ];
    expect(first.map((e) => e.order.id)).toContain(Number(payhere.order_id));
    expect(second.map((e) => e.order.id)).not.toContain(Number(payhere.order_id));
    expect(await stockOf(product.id)).toBe(10);
    const order = await stored(payhere.order_id);
    expect(order).toMatchObject({ status: 'canceled', paymentStatus: 'expired', stockReturned: true });
    // A sweep told which orders are in its scope leaves every other overdue order as it was.
    expect(await stored(another.payhere.order_id)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });
    expect(order.history?.map((e) => e.kind)).toEqual(['placed', 'expired', 'status', 'stock_returned']);
    // Parallel sweeps give nothing back a second time.
    await Promise.all([expiry.expireUnpaidOrders(afterWindow(), mine), expiry.expireUnpaidOrders(afterWindow(), mine)]);
    expect(await stockOf(product.id)).toBe(10);
    const again = await api(`/v2/payhere/orders/${payhere.order_id}/pay`, { method: 'POST', token: customer.token });
    expect(again.status).toBe(409);
  });

  it('a success after the expiry keeps the order canceled, flags the payment for refund and tells the admins', async () => {
    const { product, payhere } = await cardOrder(10, 2);
    await expiry.expireUnpaidOrders(afterWindow(), onlyOrders(payhere.order_id));
    expect((await notifyFor(payhere, '2')).status).toBe(200);
    const order = await stored(payhere.order_id);
    expect(order).toMatchObject({ status: 'canceled', paymentStatus: 'refund_due' });
    expect(await stockOf(product.id)).toBe(10);
    expect(
      (await localMail()).some(
        (m) =>
          m.to.includes('admin@kesara.lk') &&
          m.subject.includes(`Refund due for order ORD-${payhere.order_id.padStart(6, '0')}`),
      ),
    ).toBe(true);
  });

  it('when a late success races the expiry, the order ends either paid with its stock or refunded with the stock back once', async () => {
    const outcomes = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const { product, payhere } = await cardOrder(10, 3);
      await Promise.all([
        expiry.expireUnpaidOrders(afterWindow(), onlyOrders(payhere.order_id)),
        notifyFor(payhere, '2'),
        expiry.expireUnpaidOrders(afterWindow(), onlyOrders(payhere.order_id)),
      ]);
      const order = await stored(payhere.order_id);
      const stock = await stockOf(product.id);
      if (order.paymentStatus === 'paid') {
        expect(order.status).toBe('pending');
        expect(stock).toBe(7);
      } else {
        expect(order).toMatchObject({ status: 'canceled', paymentStatus: 'refund_due' });
        expect(stock).toBe(10);
      }
      expect(order.history?.filter((e) => e.kind === 'stock_returned').length).toBe(
        order.status === 'canceled' ? 1 : 0,
      );
      outcomes.add(order.paymentStatus!);
    }
    expect([...outcomes].every((o) => o === 'paid' || o === 'refund_due')).toBe(true);
  });
});

describe('paying again and asking where a payment stands', () => {
  let owner: Customer;
  let other: Customer;
  let payhere: Record<string, string>;
  beforeAll(async () => {
    const made = await cardOrder(10, 1);
    owner = made.customer;
    payhere = made.payhere;
    other = await registerCustomer();
  });

  it('the owner can try again after a failure while the window is open, with the same signed order', async () => {
    await notifyFor(payhere, '-2');
    const again = await api(`/v2/payhere/orders/${payhere.order_id}/pay`, { method: 'POST', token: owner.token });
    expect(again.status).toBe(200);
    expect(again.body.payhere).toMatchObject({
      order_id: payhere.order_id,
      amount: payhere.amount,
      hash: payhere.hash,
    });
    const state = await api(`/v2/payhere/orders/${payhere.order_id}`, { token: owner.token });
    expect(state.body.data).toMatchObject({ payment_status: 'failed', can_retry: true });
  });

  it('nobody else can see or pay it, and a paid order cannot be paid again', async () => {
    expect((await api(`/v2/payhere/orders/${payhere.order_id}`, { token: other.token })).status).toBe(404);
    expect(
      (await api(`/v2/payhere/orders/${payhere.order_id}/pay`, { method: 'POST', token: other.token })).status,
    ).toBe(404);
    expect((await api(`/v2/payhere/orders/${payhere.order_id}`)).status).toBe(401);
    const staff = (await staffToken()).token;
    expect((await api(`/v2/payhere/orders/${payhere.order_id}`, { token: staff })).status).toBe(403);
    await notifyFor(payhere, '2');
    expect(
      (await api(`/v2/payhere/orders/${payhere.order_id}/pay`, { method: 'POST', token: owner.token })).status,
    ).toBe(409);
    expect((await api(`/v2/payhere/orders/${payhere.order_id}`, { token: owner.token })).body.data).toMatchObject({
      payment_status: 'paid',
      can_retry: false,
    });
  });
});
