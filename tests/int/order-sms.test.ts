import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, localSms, registerCustomer, shopUrl, type Customer } from '../support/api';
import { staffToken } from '../support/admin';
import { checkout, fillCart } from '../support/checkout';
import { createTestProduct } from '../support/direct';
import { cardCheckout, notifyFor } from '../support/payhere';

/** A mobile number of this test's own, typed as a customer would, and the E.164 the SMS go to. */
function freshMobile(): { typed: string; e164: string } {
  const digits = String(randomInt(1_000_000, 10_000_000));
  return { typed: `076-${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+9476${digits}` };
}

const smsTo = async (e164: string) => (await localSms()).filter((m) => m.to === e164);

/** A customer with one line in the cart (two of a LKR 1,200.00 oil: LKR 2,400.00 plus delivery). */
async function customerWithCart(): Promise<Customer> {
  const product = await createTestProduct({ name: 'SMS Oil', price: 1200, discount: 0, stock: 10 });
  const customer = await registerCustomer();
  await fillCart(customer, [[product.id, 2]]);
  return customer;
}

const orderNumber = (id: number) => `ORD-${String(id).padStart(6, '0')}`;

describe('order SMS (issue 22)', () => {
  it('a cash order texts its phone once, with the number, the total and how it is paid; shipping texts again', async () => {
    const phone = freshMobile();
    const customer = await customerWithCart();
    const placed = await checkout(customer, { phone: phone.typed });
    expect(placed.status).toBe(201);
    const { id, order_number: number, total } = placed.body.order;
    expect(total).toBeGreaterThan(2400);

    const afterPlacing = await smsTo(phone.e164);
    expect(afterPlacing).toHaveLength(1);
    expect(afterPlacing[0]).toMatchObject({ from: 'KESARA', encoding: 'GSM-7' });
    expect(afterPlacing[0].text).toMatch(/^Kesara: Hello Kasun, your order ORD-\d{6} is confirmed\./);
    expect(afterPlacing[0].text).toContain(number);
    const lkr = total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(afterPlacing[0].text).toContain(`Total LKR ${lkr}, cash on delivery.`);
    expect(afterPlacing[0].segments).toBeLessThanOrEqual(2);

    const staff = await staffToken();
    const move = (status: string) => api(`/v2/order/${id}`, { method: 'PUT', token: staff.token, body: { status } });
    expect((await move('processing')).status).toBe(200);
    expect(await smsTo(phone.e164)).toHaveLength(1);
    expect((await move('shipped')).status).toBe(200);
    const afterShipping = await smsTo(phone.e164);
    expect(afterShipping).toHaveLength(2);
    expect(afterShipping[0].text).toBe(`Kesara: Hello Kasun, your order ${number} is on its way.`);
    // Setting shipped again changes nothing and texts nothing.
    await move('shipped');
    expect(await smsTo(phone.e164)).toHaveLength(2);
  });

  it('a card order is texted once it is paid, not when it is placed', async () => {
    const phone = freshMobile();
    const customer = await customerWithCart();
    const { payhere } = (await cardCheckout(customer, { phone: phone.typed })).body;
    expect(await smsTo(phone.e164)).toEqual([]);
    await notifyFor(payhere, '2', { payment_id: '320027150777' });
    const texts = await smsTo(phone.e164);
    expect(texts).toHaveLength(1);
    expect(texts[0].text).toContain(`${orderNumber(Number(payhere.order_id))} is confirmed`);
    expect(texts[0].text).toContain(', paid by card.');
  });

  it('a customer who turned order SMS off gets none; the order is placed as before', async () => {
    const phone = freshMobile();
    const customer = await customerWithCart();
    const off = await api('/v2/user/notifications', {
      method: 'PUT',
      token: customer.token,
      body: { order_sms: false },
    });
    expect(off.status).toBe(200);
    const placed = await checkout(customer, { phone: phone.typed });
    expect(placed.status).toBe(201);
    expect(await smsTo(phone.e164)).toEqual([]);
  });

  it('an order whose phone cannot take an SMS (a land line, a foreign number) is placed, and nothing is texted', async () => {
    for (const phone of ['011 234 5678', '+44 7700 900123']) {
      const customer = await customerWithCart();
      const placed = await checkout(customer, { phone });
      expect(placed.status).toBe(201);
      expect(placed.body.order.status).toBe('pending');
    }
    const texts = await localSms();
    expect(texts.filter((m) => m.to === '+94112345678' || m.to.startsWith('+44'))).toEqual([]);
  });
});

/** The settings besides order SMS that issue 33 added, as an account that never chose them has them. */
const settingsWith = (orderSms: boolean) => ({
  order_sms: orderSms,
  marketing_email: false,
  marketing_sms: false,
  marketing_whatsapp: false,
  order_updates_channel: orderSms ? 'sms' : 'none',
});

describe('GET and PUT /v2/user/notifications (issue 22)', () => {
  it('is on by default, stores the switch, and refuses anything but a boolean under order_sms', async () => {
    const customer = await registerCustomer();
    const read = () => api('/v2/user/notifications', { token: customer.token });
    expect((await read()).body).toEqual({ status: 'success', data: settingsWith(true) });
    const put = (body: unknown) => api('/v2/user/notifications', { method: 'PUT', token: customer.token, body });
    expect((await put({ order_sms: false })).body).toEqual({
      status: 'success',
      message: 'Your notification settings were saved.',
      data: settingsWith(false),
    });
    expect((await read()).body.data).toEqual(settingsWith(false));
    for (const bad of [{}, { order_sms: 'false' }, { order_sms: 0 }, { order_sms: null }]) {
      const res = await put(bad);
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect(res.body.errors).toEqual({ order_sms: ['Choose whether to get order updates by SMS (true or false).'] });
    }
    expect((await read()).body.data).toEqual(settingsWith(false));
    expect((await put({ order_sms: true })).status).toBe(200);
    expect((await read()).body.data).toEqual(settingsWith(true));
  });

  it('is the signed-in customer’s own: 401 without a session, 403 for staff', async () => {
    expect((await api('/v2/user/notifications')).status).toBe(401);
    const staff = await staffToken();
    expect((await api('/v2/user/notifications', { token: staff.token })).status).toBe(403);
    const res = await api('/v2/user/notifications', { method: 'PUT', token: staff.token, body: { order_sms: false } });
    expect(res.status).toBe(403);
  });

  it('the local SMS list is served to this machine as HTML too', async () => {
    const page = await fetch(`${shopUrl()}/_local/sms`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('SMS sent by the local shop');
  });
});
