import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  api as sharedApi,
  registerCustomer,
  shopUrl,
  uniqueEmail,
  type CallOptions,
  type Customer,
} from '../support/api';
import { codBody } from '../support/checkout';
import { createTestProduct, setProductStock, useShopBackend } from '../support/direct';
import { gatewayOnSharedShop } from '../support/own-gateway';

/**
 * Cart reminders (issue 33, decision 0086) with the clock settings shortened: the first reminder a minute after a
 * cart's last change, the second an hour after the first. The routes run in a gateway of this file's own over the
 * shared shop's stores (its functions read these settings), and the sweep's own code runs in this process at a moved
 * clock (as the schedule and the local shop's timer run it). SQS does not run here: the messages queued are collected
 * from the queue's local seam.
 */
interface Queued {
  channel: string;
  to: string;
  subject?: string;
  text: string;
  html?: string;
  headers?: { name: string; value: string }[];
  marketingTo?: unknown;
}

let queued: Queued[] = [];
let sweep: (now: Date) => Promise<string[]>;
/** The carts this file made: its sweeps, whose clock runs ahead, leave the other files' carts alone. */
const ours = new Set<string>();
const signedInCart = (c: Customer) => ours.add(`u${c.id}`);
let admin: string;
let server: Server;
let base: string;

/** A call to this file's own gateway. */
const api = (path: string, opts: CallOptions = {}) => sharedApi(path, { ...opts, base });
const addToCart = (c: Customer, productId: number, quantity: number) =>
  api('/v2/cart/add', { method: 'POST', token: c.token, body: { product_id: productId, quantity } });
const checkout = (c: Customer) => api('/v2/checkout', { method: 'POST', token: c.token, body: codBody() });

beforeAll(async () => {
  useShopBackend();
  Object.assign(process.env, { CART_REMINDER_MINUTES: '1', CART_REMINDER_2_HOURS: '1' });
  const { resetConfigCache } = await import('../../functions/lib/config');
  resetConfigCache();
  const { queueMessagesLocally } = await import('../../functions/domain/messages');
  queueMessagesLocally({ send: (body) => queued.push(JSON.parse(body)) });
  const { runCartReminders } = await import('../../functions/flows/workflows/cart-reminders');
  sweep = (now) => runCartReminders(now, (ref) => ours.has(ref));
  admin = await adminToken();
  let port: number;
  ({ server, port } = await gatewayOnSharedShop({}));
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  delete process.env.CART_REMINDER_MINUTES;
  delete process.env.CART_REMINDER_2_HOURS;
  (await import('../../functions/lib/config')).resetConfigCache();
});

const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000);

/** What the sweeps at `at` queued for these addresses. */
async function sweepFor(at: Date, ...to: string[]): Promise<Queued[]> {
  queued = [];
  await sweep(at);
  return queued.filter((m) => to.includes(m.to));
}

/** A customer who chose offers by e-mail in My Profile, with a product in the cart. */
async function consentingCustomerWithCart(stock = 5): Promise<{ c: Customer; productId: number }> {
  const c = await registerCustomer();
  signedInCart(c);
  const put = await api('/v2/user/notifications', { method: 'PUT', token: c.token, body: { marketing_email: true } });
  expect(put.status).toBe(200);
  const product = await createTestProduct({ name: `Reminder Balm ${c.id}`, stock, price: 1500 });
  expect((await addToCart(c, product.id, 2)).status).toBe(200);
  return { c, productId: product.id };
}

const restoreLinkOf = (m: Queued) => /(http\S+\/cart\/restore\/(\S+))/.exec(m.text);
const restore = (token: string, query = '') => api(`/v2/cart/restore${query}`, { method: 'POST', body: { token } });
const figures = async () =>
  (await api('/v2/admin/dashboard', { method: 'POST', token: admin, body: { period: 'weekly' } })).body.data
    .cart_reminders as { carts_reminded: number; recovered_orders: number; recovered_revenue: string };

describe('cart reminders', () => {
  it('a signed-in cart is reminded once after a minute, a second time after the hour, never a third', async () => {
    const { c, productId } = await consentingCustomerWithCart();
    expect(await sweepFor(minutesFromNow(0.5), c.email)).toEqual([]);

    const first = await sweepFor(minutesFromNow(1.5), c.email);
    expect(first).toHaveLength(1);
    const [mail] = first;
    expect(mail.channel).toBe('mail');
    expect(mail.subject).toBe('You left something in your cart');
    expect(mail.text).toContain(`Reminder Balm ${c.id} x 2`);
    expect(mail.text).toContain('Total: LKR 3,000.00');
    expect(restoreLinkOf(mail)?.[1]).toMatch(new RegExp(`^${shopUrl()}/cart/restore/`));
    expect(mail.headers).toContainEqual({ name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' });
    expect(mail.marketingTo).toEqual({ userId: c.id });
    expect(await sweepFor(minutesFromNow(3), c.email)).toEqual([]);

    const second = await sweepFor(minutesFromNow(63), c.email);
    expect(second.map((m) => m.subject)).toEqual(['Your cart is still waiting for you']);
    // Changing the cart after both never earns a third.
    expect((await addToCart(c, productId, 1)).status).toBe(200);
    expect(await sweepFor(minutesFromNow(60 * 24 * 3), c.email)).toEqual([]);
  });

  it('goes on WhatsApp too to a customer who chose offers there, with the stop link as its last parameter', async () => {
    const { c } = await consentingCustomerWithCart();
    const put = await api('/v2/user/notifications', {
      method: 'PUT',
      token: c.token,
      body: { marketing_whatsapp: true },
    });
    expect(put.status).toBe(200);
    queued = [];
    await sweep(minutesFromNow(1.5));
    const mine = queued.filter((m) => JSON.stringify(m.marketingTo) === JSON.stringify({ userId: c.id }));
    expect(mine.map((m) => m.channel).sort()).toEqual(['mail', 'whatsapp']);
    const wa = mine.find((m) => m.channel === 'whatsapp') as unknown as {
      to: string;
      template: string;
      parameters: string[];
    };
    expect(wa).toMatchObject({ to: '+94771234567', template: 'marketing' });
    expect(wa.parameters[0]).toContain(`You left Reminder Balm ${c.id} x 2 in your cart, LKR 3,000.00. Finish here: `);
    expect(wa.parameters.at(-1)).toMatch(/\/unsubscribe\?t=/);
  });

  it('two sweeps at once send the reminder once', async () => {
    const { c } = await consentingCustomerWithCart();
    queued = [];
    const at = minutesFromNow(1.5);
    await Promise.all([sweep(at), sweep(at), sweep(at)]);
    expect(queued.filter((m) => m.to === c.email)).toHaveLength(1);
  });

  it('none after an order, an unsubscribe, an emptied cart, or without consent', async () => {
    const ordered = await consentingCustomerWithCart();
    expect((await checkout(ordered.c)).status).toBe(201);

    const unsubscribed = await consentingCustomerWithCart();
    const { unsubscribeLinks } = await import('../../functions/domain/messages');
    const links = await unsubscribeLinks({ userId: unsubscribed.c.id, channel: 'mail' });
    expect((await fetch(links.oneClick, { method: 'POST' })).status).toBe(200);

    const emptied = await consentingCustomerWithCart();
    const cart = await api('/v2/cart', { token: emptied.c.token });
    expect((await api(`/v2/cart/${cart.body.data[0].id}`, { method: 'DELETE', token: emptied.c.token })).status).toBe(
      200,
    );

    const silent = await registerCustomer();
    signedInCart(silent);
    const product = await createTestProduct({ stock: 5 });
    expect((await addToCart(silent, product.id, 1)).status).toBe(200);

    const emails = [ordered.c, unsubscribed.c, emptied.c, silent].map((c) => c.email);
    expect(await sweepFor(minutesFromNow(1.5), ...emails)).toEqual([]);
  });

  it('the link restores the cart as it can be bought now, and an order within 7 days counts as recovered', async () => {
    const { c, productId } = await consentingCustomerWithCart();
    const gone = await createTestProduct({ name: `Sold Out Comb ${c.id}`, stock: 3 });
    expect((await addToCart(c, gone.id, 1)).status).toBe(200);
    const before = await figures();
    const [mail] = await sweepFor(minutesFromNow(1.5), c.email);
    const token = restoreLinkOf(mail)![2]!;
    await setProductStock(gone.id, 0);

    const restored = await restore(token);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toEqual({
      lines: [{ product_id: productId, variant_id: null, quantity: 2 }],
      left_out: [{ product_id: gone.id, name: `Sold Out Comb ${c.id}` }],
    });
    const [payload, mac] = token.split('.') as [string, string];
    expect((await restore(`${payload}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`)).status).toBe(404);

    const cart = await api('/v2/cart', { token: c.token });
    const soldOut = cart.body.data.find((l: { product_id: number }) => l.product_id === gone.id);
    expect((await api(`/v2/cart/${soldOut.id}`, { method: 'DELETE', token: c.token })).status).toBe(200);
    const order = await checkout(c);
    expect(order.status).toBe(201);
    const after = await figures();
    expect(after.carts_reminded - before.carts_reminded).toBe(1);
    expect(after.recovered_orders - before.recovered_orders).toBe(1);
    expect(after.recovered_revenue).not.toBe(before.recovered_revenue);
    // The cart was ordered: its link restores nothing more.
    expect((await restore(token)).status).toBe(404);
  });

  it('the restore page names what was left out in its language, a product deleted since too (decision 0112)', async () => {
    const kept = await createTestProduct({ name: 'Restore Kept Oil', stock: 5, price: 900 });
    const soldOut = await createTestProduct({
      name: 'Restore Sold Out Wax',
      stock: 5,
      price: 700,
      translations: { si: { name: 'ප්‍රතිස්ථාපන ඉටි' } },
    });
    const deleted = await createTestProduct({ name: 'Restore Deleted Comb', stock: 5, price: 500 });
    const email = uniqueEmail('restore-si');
    ours.add(`g${email.toLowerCase()}`);
    const lines = [kept, soldOut, deleted].map((p) => ({ product_id: p.id, quantity: 1 }));
    const contact = await api('/v2/guest/cart/contact', {
      method: 'POST',
      body: { lines, email, marketing_consent: true },
    });
    expect(contact.body.data).toEqual({ reminders: true });
    const [mail] = await sweepFor(minutesFromNow(1.5), email);
    const token = restoreLinkOf(mail)![2]!;
    await setProductStock(soldOut.id, 0);
    expect((await api(`/v2/products/${deleted.id}`, { method: 'DELETE', token: admin })).status).toBe(200);

    const inSinhala = await restore(token, '?lang=si');
    expect(inSinhala.status).toBe(200);
    expect(Object.keys(inSinhala.body).slice(0, 2)).toEqual(['status', 'lang']);
    expect(inSinhala.body.data).toEqual({
      lines: [{ product_id: kept.id, variant_id: null, quantity: 1 }],
      left_out: [
        { product_id: soldOut.id, name: 'ප්‍රතිස්ථාපන ඉටි' },
        { product_id: deleted.id, name: 'තවදුරටත් වෙළඳසැලේ නැති නිෂ්පාදනයක්' },
      ],
    });
    const inEnglish = await restore(token);
    expect(inEnglish.body).not.toHaveProperty('lang');
    expect(inEnglish.body.data.left_out).toEqual([
      { product_id: soldOut.id, name: 'Restore Sold Out Wax' },
      { product_id: deleted.id, name: 'A product no longer in the shop' },
    ]);
    expect((await restore(token, '?lang=ta')).body.data.left_out[1].name).toBe('இனி கடையில் இல்லாத ஒரு பொருள்');
    expect((await restore(token, '?lang=sinhala')).status).toBe(422);
  });

  it("a guest's cart counts from checkout step 2's contact with consent: mailed and texted", async () => {
    const product = await createTestProduct({ name: 'Guest Reminder Oil', stock: 5, price: 900 });
    const email = uniqueEmail('guest-reminder');
    const lines = [{ product_id: product.id, quantity: 1 }];
    const noConsent = uniqueEmail('no-consent');
    [email, noConsent].forEach((address) => ours.add(`g${address.toLowerCase()}`));
    const unticked = await api('/v2/guest/cart/contact', {
      method: 'POST',
      body: { lines, email: noConsent, phone: '', marketing_consent: false },
    });
    expect(unticked.body).toMatchObject({ status: 'success', data: { reminders: false } });
    const noContact = await api('/v2/guest/cart/contact', { method: 'POST', body: { lines, marketing_consent: true } });
    expect(noContact.status).toBe(422);
    expect(JSON.stringify(noContact.body)).toContain('Please give an e-mail address or a phone number.');

    const phone = `077${String(Date.now()).slice(-7)}`;
    const e164 = `+94${phone.slice(1)}`;
    const ticked = await api('/v2/guest/cart/contact', {
      method: 'POST',
      body: { lines, email, phone, marketing_consent: true },
    });
    expect(ticked.body).toMatchObject({ status: 'success', data: { reminders: true } });

    const sent = await sweepFor(minutesFromNow(1.5), email, e164, noConsent);
    expect(sent.map((m) => m.channel).sort()).toEqual(['mail', 'sms']);
    const sms = sent.find((m) => m.channel === 'sms')!;
    expect(sms.text).toContain('You left Guest Reminder Oil in your cart, LKR 900.00. Finish here: ');
    expect(sms.text).toMatch(/\nStop: /);
    const token = restoreLinkOf(sms)![2]!;
    expect((await restore(token)).body.data.lines).toEqual([{ product_id: product.id, variant_id: null, quantity: 1 }]);
  });
});
