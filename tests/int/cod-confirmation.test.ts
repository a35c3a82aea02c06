import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminToken, api, localMail, localSms, registerCustomer, type Customer } from '../support/api';
import { staffToken } from '../support/admin';
import { checkout, fillCart, stockOf } from '../support/checkout';
import { expireUnconfirmed, placeCashOrderToConfirm } from '../support/cod-orders';
import { createTestProduct, useShopBackend } from '../support/direct';

const messages = {
  confirmed: 'Thank you. Your order is confirmed and we are preparing it.',
  alreadyConfirmed: 'This order is already confirmed.',
  badLink: 'This confirmation link is not valid or has already been used.',
  codeFormat: 'Please enter the 6-digit code from the SMS.',
  wrongCode: 'That code is not right. Please check the SMS and try again.',
  tooManyCodes: 'Too many wrong codes for this order. Please use the link in the SMS, or wait for our call.',
  notConfirmed: 'This cash order is not confirmed yet.',
  cashWithheld: 'Cash on delivery is not available for this account. Please pay by card or bank transfer.',
  refusedOnlyShipped: 'Only a shipped order can be refused at the door.',
};

/** A mobile number of this test's own, as typed, and the E.164 the SMS go to. */
function freshMobile() {
  const digits = String(randomInt(1_000_000, 10_000_000));
  return { typed: `075${digits}`, e164: `+9475${digits}` };
}

/** A customer with two units of a fresh product in the cart, and the product. */
async function customerWithCart(customer?: Customer) {
  const product = await createTestProduct({ name: 'Confirm Oil', price: 1000, discount: 0, stock: 10 });
  const who = customer ?? (await registerCustomer());
  await fillCart(who, [[product.id, 2]]);
  return { customer: who, product };
}

const confirmLink = (token: unknown) => api('/v2/orders/confirm', { method: 'POST', body: { token } });
const confirmCode = (c: Customer, orderId: number, code: unknown) =>
  api(`/v2/user/orders/${orderId}/confirm`, { method: 'POST', token: c.token, body: { code } });
const move = (token: string, id: number, body: Record<string, unknown>) =>
  api(`/v2/order/${id}`, { method: 'PUT', token, body });
const detail = async (token: string, id: number) => (await api(`/v2/admin/orders/${id}`, { token })).body.data;
const myOrder = async (c: Customer, id: number) =>
  (await api('/v2/user/orders?filter=pending', { token: c.token })).body.data.find(
    (l: { order_id: number }) => l.order_id === id,
  );

async function storedOrderItem(id: number): Promise<Record<string, unknown>> {
  useShopBackend();
  const { getOrder } = await import('../../functions/domain/orders');
  return (await getOrder(id)) as unknown as Record<string, unknown>;
}

describe('cash on delivery, confirmed (issue 31)', () => {
  it('texts a link and a 6-digit code; the order awaits confirmation and keeps neither in the clear', async () => {
    const phone = freshMobile();
    const { customer } = await customerWithCart();
    const { orderId, token, code } = await placeCashOrderToConfirm(customer, { phone: phone.typed });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(code).toMatch(/^\d{6}$/);

    const texts = (await localSms()).filter((m) => m.to === phone.e164);
    expect(texts).toHaveLength(1);
    expect(texts[0].text).toContain(`/confirm/${token}`);
    expect(texts[0].text).toContain(`code ${code}`);
    expect(texts[0].segments).toBeLessThanOrEqual(2);

    expect((await myOrder(customer, orderId)).cod_confirmation).toBe('awaiting');
    const staff = await staffToken();
    expect((await detail(staff.token, orderId)).cod_confirmation).toBe('awaiting');
    const listed = async (state: string) =>
      (await api(`/v2/admin/orders?cod_confirmation=${state}`, { token: staff.token })).body.data.orders.map(
        (o: { id: number; cod_confirmation?: string }) => [o.id, o.cod_confirmation],
      );
    expect(await listed('awaiting')).toContainEqual([orderId, 'awaiting']);
    expect(await listed('confirmed')).not.toContainEqual([orderId, 'awaiting']);
    expect((await api('/v2/admin/orders?cod_confirmation=maybe', { token: staff.token })).status).toBe(422);
    const stored = JSON.stringify(await storedOrderItem(orderId));
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(`"${code}"`);
  });

  it('a phone that cannot take an SMS gets the link by mail', async () => {
    const { customer } = await customerWithCart();
    const { token } = await placeCashOrderToConfirm(customer, { phone: '0112345678' });
    const mail = (await localMail()).find(
      (m) => m.to.includes(customer.email) && m.subject.startsWith('Please confirm'),
    );
    expect(mail?.text).toContain(`/confirm/${token}`);
  });

  it('the link confirms once: five presses at once make one change; a used or unknown link says so', async () => {
    const { customer } = await customerWithCart();
    const { orderId, token } = await placeCashOrderToConfirm(customer);
    const presses = await Promise.all(Array.from({ length: 5 }, () => confirmLink(token)));
    const ok = presses.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0].body).toEqual({
      status: 'success',
      message: messages.confirmed,
      data: {
        order_id: orderId,
        order_number: `ORD-${String(orderId).padStart(6, '0')}`,
        cod_confirmation: 'confirmed',
      },
    });
    for (const r of presses.filter((p) => p.status !== 200))
      expect(r).toMatchObject({ status: 409, body: { status: 'error', message: messages.alreadyConfirmed } });
    expect(await confirmLink(token)).toMatchObject({ status: 409, body: { message: messages.alreadyConfirmed } });
    for (const bad of ['x'.repeat(43), 'not a token'])
      expect(await confirmLink(bad)).toMatchObject({ status: 404, body: { message: messages.badLink } });
    for (const empty of ['', 42])
      expect(await confirmLink(empty)).toMatchObject({ status: 422, body: { errors: { token: [messages.badLink] } } });

    const staff = await staffToken();
    const order = await detail(staff.token, orderId);
    expect(order.cod_confirmation).toBe('confirmed');
    const confirmations = order.timeline.filter((e: { kind: string }) => e.kind === 'cod_confirmed');
    expect(confirmations).toEqual([
      expect.objectContaining({ by: `${customer.name} (customer)`, note: 'by the link in the SMS' }),
    ]);
    expect((await move(staff.token, orderId, { status: 'processing' })).status).toBe(200);
  });

  it('the CSV export carries the confirmation after the method and payment status, in a column at the end', async () => {
    const { customer } = await customerWithCart();
    const { orderId, token } = await placeCashOrderToConfirm(customer);
    const admin = await adminToken();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
    const exported = async () => {
      const csv = String((await api(`/v2/admin/orders-export?from=${today}&to=${today}`, { token: admin })).body);
      const [header, ...rows] = csv.trim().split('\r\n');
      return { header, row: rows.find((line) => line.startsWith(`"${orderId}",`)) };
    };
    const before = await exported();
    expect(before.header.endsWith(',"refunded","cod_confirmation","language"')).toBe(true);
    expect(before.row).toContain('"COD","on_delivery"');
    expect(before.row?.endsWith(',"awaiting","en"')).toBe(true);
    expect((await confirmLink(token)).status).toBe(200);
    expect((await exported()).row?.endsWith(',"confirmed","en"')).toBe(true);
  });

  it('the code confirms the customer’s own order; wrong is 422, five wrong make it 429, another’s order is 404', async () => {
    const { customer } = await customerWithCart();
    const { orderId, code } = await placeCashOrderToConfirm(customer);
    const stranger = await registerCustomer();
    expect(await confirmCode(stranger, orderId, code)).toMatchObject({ status: 404 });
    expect(await confirmCode(customer, orderId, '12ab')).toMatchObject({
      status: 422,
      body: { errors: { code: [messages.codeFormat] } },
    });
    const wrong = code === '000000' ? '000001' : '000000';
    // Seven at once: the table's count lets exactly five through as wrong; the other two are already too many.
    const tries = await Promise.all(Array.from({ length: 7 }, () => confirmCode(customer, orderId, wrong)));
    expect(tries.filter((t) => t.status === 429)).toHaveLength(2);
    for (const t of tries.filter((r) => r.status !== 429))
      expect(t).toMatchObject({
        status: 422,
        body: { message: messages.wrongCode, errors: { code: [messages.wrongCode] } },
      });
    const after = await confirmCode(customer, orderId, code);
    expect(after).toMatchObject({ status: 429, body: { message: messages.tooManyCodes } });
    expect(Number(after.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await storedOrderItem(orderId)).codWrongCodes).toBe(5);

    const second = await customerWithCart(customer);
    const fresh = await placeCashOrderToConfirm(second.customer);
    const confirmed = await confirmCode(customer, fresh.orderId, ` ${fresh.code} `);
    expect(confirmed).toMatchObject({ status: 200, body: { data: { cod_confirmation: 'confirmed' } } });
    const staff = await staffToken();
    const timeline = (await detail(staff.token, fresh.orderId)).timeline;
    expect(timeline.filter((e: { kind: string }) => e.kind === 'cod_confirmed')).toEqual([
      expect.objectContaining({ note: 'by the code in My Orders' }),
    ]);
  });

  it('staff cannot prepare an unconfirmed cash order unless the customer confirmed it on the phone', async () => {
    const { customer } = await customerWithCart();
    const { orderId } = await placeCashOrderToConfirm(customer);
    const staff = await staffToken();
    expect(await move(staff.token, orderId, { status: 'processing' })).toMatchObject({
      status: 409,
      body: { status: 'error', message: messages.notConfirmed },
    });
    expect((await detail(staff.token, orderId)).status).toBe('pending');
    expect((await move(staff.token, orderId, { status: 'processing', confirmed_by_phone: 'yes' })).status).toBe(422);
    const moved = await move(staff.token, orderId, { status: 'processing', confirmed_by_phone: true });
    expect(moved).toMatchObject({
      status: 200,
      body: { order: { status: 'processing', cod_confirmation: 'confirmed' } },
    });
    const timeline = (await detail(staff.token, orderId)).timeline;
    expect(timeline.filter((e: { kind: string }) => e.kind === 'cod_confirmed')).toEqual([
      expect.objectContaining({ by: 'Nimal Silva (staff)', note: 'by phone to staff' }),
    ]);
  });

  it('nor ship or deliver it straight from pending: the same refusal, and a phone confirmation works the same', async () => {
    const { customer } = await customerWithCart();
    const { orderId } = await placeCashOrderToConfirm(customer);
    const staff = await staffToken();
    const shipped = { status: 'shipped', courier: 'domex', tracking_number: 'DX123465' };
    for (const body of [shipped, { status: 'delivered' }])
      expect(await move(staff.token, orderId, body)).toMatchObject({
        status: 409,
        body: { status: 'error', message: messages.notConfirmed },
      });
    expect(await storedOrderItem(orderId)).toMatchObject({ status: 'pending', codConfirmation: 'awaiting' });
    const moved = await move(staff.token, orderId, { ...shipped, confirmed_by_phone: true });
    expect(moved).toMatchObject({ status: 200, body: { order: { status: 'shipped', cod_confirmation: 'confirmed' } } });
    const timeline = (await detail(staff.token, orderId)).timeline;
    expect(timeline.filter((e: { kind: string }) => e.kind === 'cod_confirmed')).toEqual([
      expect.objectContaining({ by: 'Nimal Silva (staff)', note: 'by phone to staff' }),
    ]);
  });

  it('the clock cancels an order unconfirmed when its window closes, giving back its stock once, and tells the customer', async () => {
    const { customer, product } = await customerWithCart();
    const { orderId } = await placeCashOrderToConfirm(customer, {}, 60);
    expect(await stockOf(product.id)).toBe(8);
    expect(await expireUnconfirmed(new Date(Date.now() + 30_000), orderId)).not.toContainEqual(
      expect.objectContaining({ id: orderId }),
    );
    const past = new Date(Date.now() + 61_000);
    const [first, second] = await Promise.all([expireUnconfirmed(past, orderId), expireUnconfirmed(past, orderId)]);
    expect([...first, ...second].filter((o) => o.id === orderId)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(10);
    const staff = await staffToken();
    const order = await detail(staff.token, orderId);
    expect(order).toMatchObject({ status: 'canceled', cod_confirmation: 'expired' });
    expect(order.timeline.map((e: { kind: string }) => e.kind)).toEqual([
      'placed',
      'cod_expired',
      'status',
      'stock_returned',
    ]);
  });

  it('expiry racing a confirmation: exactly one of them changes the order', async () => {
    const { customer, product } = await customerWithCart();
    const { orderId, token } = await placeCashOrderToConfirm(customer, {}, 60);
    const [press, ended] = await Promise.all([
      confirmLink(token),
      expireUnconfirmed(new Date(Date.now() + 61_000), orderId),
    ]);
    const expired = ended.some((o) => o.id === orderId);
    expect(press.status === 200).toBe(!expired);
    const staff = await staffToken();
    const order = await detail(staff.token, orderId);
    expect(order.cod_confirmation).toBe(expired ? 'expired' : 'confirmed');
    expect(await stockOf(product.id)).toBe(expired ? 10 : 8);
    expect(order.timeline.filter((e: { kind: string }) => e.kind.startsWith('cod_'))).toHaveLength(1);
  });
});

describe('refused at the door (issue 31)', () => {
  /** Each refused parcel is kept under its phone too: a number of the test's own keeps other suites' cash open. */
  async function shippedCashOrder(customer?: Customer, phone = freshMobile().typed) {
    const { customer: who, product } = await customerWithCart(customer);
    const placed = await checkout(who, { phone });
    expect(placed.status).toBe(201);
    const id = placed.body.order.id as number;
    const staff = await staffToken();
    expect((await move(staff.token, id, { status: 'processing' })).status).toBe(200);
    expect((await move(staff.token, id, { status: 'shipped' })).status).toBe(200);
    return { customer: who, product, id, staff };
  }

  it('is set from shipped only; the stock comes back once, even when staff press it at once', async () => {
    const { product, id, staff } = await shippedCashOrder();
    expect(await stockOf(product.id)).toBe(8);
    const presses = await Promise.all(Array.from({ length: 3 }, () => move(staff.token, id, { status: 'refused' })));
    for (const p of presses) expect(p).toMatchObject({ status: 200, body: { order: { status: 'refused' } } });
    expect(await stockOf(product.id)).toBe(10);
    const timeline = (await detail(staff.token, id)).timeline.map((e: { kind: string; to: string | null }) => [
      e.kind,
      e.to,
    ]);
    expect(timeline.filter(([kind]: string[]) => kind === 'stock_returned')).toHaveLength(1);
    expect(timeline).toContainEqual(['status', 'refused']);

    const { customer: c2, product: p2 } = await customerWithCart();
    const pending = (await checkout(c2)).body.order.id as number;
    expect(await move(staff.token, pending, { status: 'refused' })).toMatchObject({
      status: 400,
      body: { status: 'error', message: messages.refusedOnlyShipped },
    });
    expect(await stockOf(p2.id)).toBe(8);
  });

  it('the dashboard counts refused orders', async () => {
    const admin = (await import('../support/api')).adminToken;
    const token = await admin();
    const count = async () =>
      (await api('/v2/admin/dashboard', { method: 'POST', token, body: { period: 'weekly' } })).body.data.stats
        .refused_orders as number;
    const before = await count();
    const { id, staff } = await shippedCashOrder();
    await move(staff.token, id, { status: 'refused' });
    expect(await count()).toBe(before + 1);
  });

  it('two refused parcels withhold cash from the account, and from the phone number for anyone else', async () => {
    const phone = freshMobile();
    const first = await shippedCashOrder(undefined, phone.typed);
    await move(first.staff.token, first.id, { status: 'refused' });
    const { customer } = await customerWithCart(first.customer);
    expect((await checkout(customer, { phone: phone.typed })).status).toBe(201);
    const second = await shippedCashOrder(customer, phone.typed);
    await move(second.staff.token, second.id, { status: 'refused' });

    await customerWithCart(customer);
    expect(await checkout(customer, { phone: freshMobile().typed })).toMatchObject({
      status: 409,
      body: { status: 'error', message: messages.cashWithheld },
    });
    const other = await registerCustomer();
    await customerWithCart(other);
    expect(await checkout(other, { phone: phone.typed })).toMatchObject({ status: 409 });
    expect((await checkout(other, { phone: freshMobile().typed })).status).toBe(201);
  });

  it('the storefront learns before Pay Now whom cash is withheld from, with the checkout’s words', async () => {
    const phone = freshMobile();
    const first = await shippedCashOrder(undefined, phone.typed);
    await move(first.staff.token, first.id, { status: 'refused' });
    const second = await shippedCashOrder(first.customer, phone.typed);
    const methods = async (c: Customer, query = '') => {
      const res = await api(`/v2/checkout/methods${query}`, { token: c.token });
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const offeredAll = { methods: ['COD', 'CARD', 'KOKO', 'BANK_TRANSFER'], withheld: [] };
    expect(await methods(first.customer)).toEqual(offeredAll);
    await move(second.staff.token, second.id, { status: 'refused' });

    const withheld = { ...offeredAll, withheld: [{ payment_method: 'COD', message: messages.cashWithheld }] };
    expect(await methods(first.customer)).toEqual(withheld);
    const other = await registerCustomer();
    // The same phone as it may be typed, in E.164 or with spaces; another phone, or none yet, withholds nothing.
    expect(await methods(other, `?phone=${encodeURIComponent(phone.e164)}`)).toEqual(withheld);
    expect(await methods(other, `?phone=${encodeURIComponent(phone.typed.replace(/^(\d{3})/, '$1 '))}`)).toEqual(
      withheld,
    );
    expect(await methods(other, `?phone=${freshMobile().typed}`)).toEqual(offeredAll);
    expect(await methods(other)).toEqual(offeredAll);
    expect((await api('/v2/checkout/methods')).status).toBe(401);
  });
});
