import { randomInt } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { adminToken, api, localMail, localSms, registerCustomer, shopUrl, uniqueEmail } from '../support/api';
import { placeOrder, productForm, staffToken } from '../support/admin';
import { createTestProduct } from '../support/direct';

/**
 * "Tell me when it's back" and low-stock alerts (issue 33, decision 0085) against the local shop: the route's
 * answers and refusals, one message per subscriber however many restocks race, nothing to a contact that
 * unsubscribed, and one low-stock mail per crossing under parallel checkouts.
 */
const notifyMe = (productId: number, body: unknown, token?: string) =>
  api(`/v2/product/${productId}/notify-me`, { method: 'POST', body, token });

const mobile = () => `+9476${randomInt(1_000_000, 10_000_000)}`;
const mailsTo = async (to: string, subject: RegExp) =>
  (await localMail()).filter((m) => m.to.includes(to) && subject.test(m.subject));

describe('POST /v2/product/{id}/notify-me', () => {
  it('subscribes once per contact and size, and answers a second request as the first', async () => {
    const product = await createTestProduct({ stock: 0 });
    const email = uniqueEmail('waiting');
    const first = await notifyMe(product.id, { email, channel: 'mail' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      status: 'success',
      message: 'Thank you. We will tell you once when it is back in stock.',
      data: { product_id: product.id, variant_id: null, channel: 'mail', subscribed_at: expect.any(String) },
    });
    const again = await notifyMe(product.id, { email: email.toUpperCase(), channel: 'mail' });
    expect(again.body).toEqual(first.body);
  });

  it('refuses a product in stock (409), a missing or unknown size (422), a channel without its contact (422)', async () => {
    const inStock = await createTestProduct({ stock: 3 });
    const inStockAnswer = await notifyMe(inStock.id, { email: uniqueEmail('w'), channel: 'mail' });
    expect(inStockAnswer.status).toBe(409);
    expect(inStockAnswer.body.message).toBe('This is in stock now. You can buy it today.');

    const out = await createTestProduct({ stock: 0 });
    const noPhone = await notifyMe(out.id, { email: uniqueEmail('w'), channel: 'sms' });
    expect(noPhone.status).toBe(422);
    expect(noPhone.body.errors).toEqual({ phone: ['Please give a Sri Lankan mobile number to tell.'] });
    const badChannel = await notifyMe(out.id, { email: uniqueEmail('w'), channel: 'pigeon' });
    expect(badChannel.status).toBe(422);
    expect(badChannel.body.errors.channel).toEqual(['Please choose e-mail, SMS or WhatsApp.']);
    const size = await notifyMe(out.id, { variant_id: 99, email: uniqueEmail('w'), channel: 'mail' });
    expect(size.status).toBe(422);
    expect(size.body.errors).toEqual({ variant_id: ['This size is not sold any more.'] });
    expect((await notifyMe(987654321, { email: uniqueEmail('w'), channel: 'mail' })).status).toBe(404);
  });

  it('a signed-in customer may leave the contact out: the account e-mail is used', async () => {
    const product = await createTestProduct({ stock: 0 });
    const customer = await registerCustomer();
    const res = await notifyMe(product.id, { channel: 'mail' }, customer.token);
    expect(res.status).toBe(200);
    expect((await notifyMe(product.id, { channel: 'mail' })).status).toBe(422);
  });

  it('allows 10 subscriptions per address an hour, then 429 with the shop message', async () => {
    const email = uniqueEmail('eager');
    const products = await Promise.all(Array.from({ length: 11 }, () => createTestProduct({ stock: 0 })));
    const answers = [];
    for (const p of products) answers.push((await notifyMe(p.id, { email, channel: 'mail' })).status);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(200));
    const refused = await notifyMe(products[10].id, { email, channel: 'mail' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many requests. Please wait a few minutes and try again.');
  });
});

describe('back in stock: one message per subscriber, exactly once', () => {
  it('30 subscribers and 5 parallel restocks (cancels): 30 messages, not 150', async () => {
    const product = await createTestProduct({ stock: 5, name: `Restock Balm ${randomInt(1e9)}` });
    const buyers = await Promise.all(Array.from({ length: 5 }, () => registerCustomer()));
    const orders = [];
    for (const b of buyers) orders.push(await placeOrder(b, [[product.id, 1]]));
    const emails = Array.from({ length: 20 }, () => uniqueEmail('bis'));
    const phones = Array.from({ length: 10 }, mobile);
    const subscribed = await Promise.all([
      ...emails.map((email) => notifyMe(product.id, { email, channel: 'mail' })),
      ...phones.map((phone) => notifyMe(product.id, { phone, channel: 'sms' })),
    ]);
    expect(subscribed.map((s) => s.status)).toEqual(Array(30).fill(200));

    const staff = await staffToken();
    const cancels = await Promise.all(
      orders.map((o) => api(`/v2/order/${o.id}`, { method: 'PUT', token: staff.token, body: { status: 'canceled' } })),
    );
    expect(cancels.map((c) => c.status)).toEqual(Array(5).fill(200));

    const subject = new RegExp(`^${product.name} is back in stock$`);
    await expect
      .poll(async () => (await localMail()).filter((m) => subject.test(m.subject)).length, { timeout: 20_000 })
      .toBe(20);
    await expect
      .poll(async () => (await localSms()).filter((s) => s.text.includes(`${product.name} is back in stock`)).length, {
        timeout: 20_000,
      })
      .toBe(10);
    const mails = (await localMail()).filter((m) => subject.test(m.subject));
    expect(new Set(mails.flatMap((m) => m.to))).toEqual(new Set(emails));
    expect(mails[0].text).toContain(`${shopUrl().replace(/\/$/, '')}/product/${product.id}`);
    expect(mails[0].text).toContain('Unsubscribe: ');
    // A later restock sends nothing more: the subscriptions ended.
    await api(`/v2/order/${orders[0].id}`, { method: 'PUT', token: staff.token, body: { status: 'pending' } });
    await api(`/v2/order/${orders[0].id}`, { method: 'PUT', token: staff.token, body: { status: 'canceled' } });
    expect((await localMail()).filter((m) => subject.test(m.subject))).toHaveLength(20);
  });

  it('a contact that unsubscribed from the channel gets nothing', async () => {
    const product = await createTestProduct({ stock: 1, name: `Unsub Wax ${randomInt(1e9)}` });
    const buyer = await registerCustomer();
    const order = await placeOrder(buyer, [[product.id, 1]]);
    const stays = uniqueEmail('stays');
    const leaves = uniqueEmail('leaves');
    await notifyMe(product.id, { email: stays, channel: 'mail' });
    await notifyMe(product.id, { email: leaves, channel: 'mail' });
    const { setContactConsent } = await import('../../functions/domain/messages');
    await setContactConsent('mail', leaves, false, 'unsubscribe');

    const staff = await staffToken();
    await api(`/v2/order/${order.id}`, { method: 'PUT', token: staff.token, body: { status: 'canceled' } });
    await expect.poll(async () => (await mailsTo(stays, /is back in stock$/)).length, { timeout: 20_000 }).toBe(1);
    expect(await mailsTo(leaves, /is back in stock$/)).toHaveLength(0);
  });
});

describe('low stock: the threshold, and one mail to admins per crossing', () => {
  it('the admin product routes take and answer low_stock_threshold; the storefront answer does not show it', async () => {
    const admin = await adminToken();
    const added = await api('/v2/products/add_new_product', {
      method: 'POST',
      token: admin,
      body: productForm({ low_stock_threshold: '2' }),
    });
    expect(added.status).toBe(201);
    expect(added.body.data.low_stock_threshold).toBe(2);
    const plain = await api('/v2/products/add_new_product', { method: 'POST', token: admin, body: productForm() });
    expect(plain.body.data.low_stock_threshold).toBe(5);
    const refused = await api('/v2/products/add_new_product', {
      method: 'POST',
      token: admin,
      body: productForm({ low_stock_threshold: '-1' }),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.low_stock_threshold).toEqual(['Low-stock alert must be a whole number of 0 or more']);
    const publicAnswer = await api(`/v2/product/${added.body.data.id}`);
    expect(publicAnswer.body.data).not.toHaveProperty('low_stock_threshold');
    expect((await api(`/v2/product/${added.body.data.id}`, { token: admin })).body.data.low_stock_threshold).toBe(2);
  });

  it('5 parallel checkouts across the threshold mail once; a new crossing after a restock mails again', async () => {
    const { adminEmail } = inject('shop');
    const product = await createTestProduct({ stock: 8, name: `Low Tonic ${randomInt(1e9)}` });
    const lowMails = async () =>
      (await localMail()).filter(
        (m) => m.to.includes(adminEmail) && m.subject.startsWith(`Low stock: ${product.name},`),
      );
    const buyers = await Promise.all(Array.from({ length: 5 }, () => registerCustomer()));
    const orders = await Promise.all(buyers.map((b) => placeOrder(b, [[product.id, 1]])));
    await expect.poll(async () => (await lowMails()).length, { timeout: 20_000 }).toBe(1);
    // One more sale below the threshold: no new mail.
    await placeOrder(await registerCustomer(), [[product.id, 1]]);
    expect(await lowMails()).toHaveLength(1);

    const staff = await staffToken();
    for (const o of orders.slice(0, 4))
      await api(`/v2/order/${o.id}`, { method: 'PUT', token: staff.token, body: { status: 'canceled' } });
    await placeOrder(await registerCustomer(), [[product.id, 2]]);
    await expect.poll(async () => (await lowMails()).length, { timeout: 20_000 }).toBe(2);

    const board = await api('/v2/admin/dashboard', { method: 'POST', token: await adminToken(), body: {} });
    expect(board.body.data.low_stock).toContainEqual({
      id: product.id,
      product: product.name,
      sku: product.sku,
      stock: 4,
      low_stock_threshold: 5,
      sizes: [],
    });
  });
});
