import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, localMail, localSms, registerCustomer, shopUrl, uniqueEmail } from '../support/api';
import { checkout, fillCart } from '../support/checkout';
import { createTestProduct, useShopBackend } from '../support/direct';
import { guestBody, guestCheckout } from '../support/guest';

/**
 * Consent a customer controls (issue 33, decision 0081) and the WhatsApp channel (decision 0082), against the local
 * shop. The shop's own messages area, imported here with the shop's secret and tables, makes tokens and queues
 * marketing as the reminders of part 2 will; its outbox is a list in this process, delivered when the test says so,
 * which is how an unsubscribe is made to race a message already queued.
 */
type Messages = typeof import('../../functions/domain/messages');
type Users = typeof import('../../functions/domain/users');
let messages: Messages;
let users: Users;
let queued: string[] = [];

beforeAll(async () => {
  useShopBackend();
  // Its SMS go to the shop's SMS stand-in, so a text the consent check failed to stop would be seen there.
  Object.assign(process.env, { SMS_ENDPOINT: inject('shop').smsEndpoint, SMS_ORIGINATION_IDENTITY: 'KESARA' });
  messages = await import('../../functions/domain/messages');
  users = await import('../../functions/domain/users');
  messages.queueMessagesLocally({ send: (body) => void queued.push(body) });
});

const notifications = (token: string) => api('/v2/user/notifications', { token });
const putNotifications = (token: string, body: unknown) =>
  api('/v2/user/notifications', { method: 'PUT', token, body });

/** The one-click POST a mail program sends (RFC 8058), as the SPA's page sends it too. */
const oneClick = (token: string) =>
  fetch(`${shopUrl()}/api/v2/unsubscribe?t=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

const defaults = {
  order_sms: true,
  marketing_email: false,
  marketing_sms: false,
  marketing_whatsapp: false,
  order_updates_channel: 'sms',
};

function freshMobile(): { typed: string; e164: string } {
  const digits = String(randomInt(1_000_000, 10_000_000));
  return { typed: `076${digits}`, e164: `+9476${digits}` };
}

describe('GET and PUT /v2/user/notifications: the new fields beside order_sms (issue 33)', () => {
  it('marketing is off and order updates go by SMS until chosen; each switch is stored with when and where', async () => {
    const customer = await registerCustomer();
    expect((await notifications(customer.token)).body).toEqual({ status: 'success', data: defaults });

    const saved = await putNotifications(customer.token, { marketing_email: true, order_updates_channel: 'whatsapp' });
    expect(saved.body).toEqual({
      status: 'success',
      message: 'Your notification settings were saved.',
      data: { ...defaults, marketing_email: true, order_sms: false, order_updates_channel: 'whatsapp' },
    });
    expect((await notifications(customer.token)).body.data).toEqual(saved.body.data);

    const stored = await users.getUser(customer.id);
    expect(stored?.marketingMail).toEqual({ on: true, at: expect.any(String), source: 'profile' });
    expect(Date.now() - Date.parse(stored!.marketingMail!.at)).toBeLessThan(60_000);
    expect(stored?.orderUpdates).toEqual({ channel: 'whatsapp', at: expect.any(String), source: 'profile' });
    expect(stored?.marketingSms).toBeUndefined();

    // The order SMS switch keeps working as before: true is `sms`, false is `none`.
    expect((await putNotifications(customer.token, { order_sms: true })).body.data).toMatchObject({
      order_sms: true,
      order_updates_channel: 'sms',
      marketing_email: true,
    });
    expect((await putNotifications(customer.token, { order_sms: false })).body.data).toMatchObject({
      order_sms: false,
      order_updates_channel: 'none',
    });
  });

  it('refuses a wrong value under its own field, and order_sms and order_updates_channel that disagree; stores nothing', async () => {
    const customer = await registerCustomer();
    const refusals: Array<[unknown, Record<string, string[]>]> = [
      [
        { marketing_sms: 'yes' },
        { marketing_sms: ['Choose whether to get offers and reminders by SMS (true or false).'] },
      ],
      [
        { order_updates_channel: 'email' },
        { order_updates_channel: ['Choose how to get order updates: sms, whatsapp or none.'] },
      ],
      [
        { order_sms: true, order_updates_channel: 'whatsapp' },
        { order_updates_channel: ['order_sms and order_updates_channel say different things: send one of them.'] },
      ],
      [{}, { order_sms: ['Choose whether to get order updates by SMS (true or false).'] }],
    ];
    for (const [body, errors] of refusals) {
      const res = await putNotifications(customer.token, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors).toEqual(errors);
    }
    expect((await notifications(customer.token)).body.data).toEqual(defaults);
  });

  it('"Send me offers and reminders" ticked at sign-up turns on e-mail and SMS offers, with `signup` as where', async () => {
    const email = uniqueEmail('offers');
    const password = 'Grooming#2026';
    const res = await api('/v2/register', {
      method: 'POST',
      body: {
        name: 'Nimal',
        email,
        mobile: '0771234567',
        password,
        password_confirmation: password,
        marketing_consent: true,
      },
    });
    expect(res.status).toBe(201);
    expect((await notifications(res.body.access_token)).body.data).toEqual({
      ...defaults,
      marketing_email: true,
      marketing_sms: true,
    });
    expect((await users.getUser(res.body.user.id))?.marketingSms).toMatchObject({ on: true, source: 'signup' });
  });
});

describe('POST /v2/unsubscribe?t=<token>: one click, no sign-in', () => {
  it("turns the token's channel off at once, says so, and leaves the other channels as they were", async () => {
    const customer = await registerCustomer();
    await putNotifications(customer.token, { marketing_email: true, marketing_sms: true });
    const token = await messages.unsubscribeToken({ userId: customer.id, channel: 'mail' });
    const res = await oneClick(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'success',
      message: 'You will get no more offers and reminders by e-mail.',
      data: { channel: 'mail' },
    });
    expect((await notifications(customer.token)).body.data).toMatchObject({
      marketing_email: false,
      marketing_sms: true,
    });
    expect((await users.getUser(customer.id))?.marketingMail).toMatchObject({ on: false, source: 'unsubscribe' });
    // A second click changes nothing and still answers; so does the one-click body posted as multipart, or none.
    expect((await oneClick(token)).status).toBe(200);
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const url = `${shopUrl()}/api/v2/unsubscribe?t=${encodeURIComponent(token)}`;
    expect((await fetch(url, { method: 'POST', body: form })).status).toBe(200);
    expect((await fetch(url, { method: 'POST' })).status).toBe(200);
  });

  it('opened in a browser (a mail program that does not post), the same URL changes nothing and leads to the page', async () => {
    const customer = await registerCustomer();
    await putNotifications(customer.token, { marketing_email: true });
    const token = await messages.unsubscribeToken({ userId: customer.id, channel: 'mail' });
    const res = await fetch(`${shopUrl()}/api/v2/unsubscribe?t=${encodeURIComponent(token)}`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/unsubscribe?t=${encodeURIComponent(token)}`);
    expect(await res.text()).toContain(`<a href="/unsubscribe?t=${encodeURIComponent(token)}">`);
    expect((await notifications(customer.token)).body.data).toMatchObject({ marketing_email: true });
    // Followed, it is the shop's /unsubscribe page (drawn for the SPA), which asks before it posts.
    const page = await fetch(`${shopUrl()}/api/v2/unsubscribe?t=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
    expect(new URL(page.url).pathname).toBe('/unsubscribe');
    const bare = await fetch(`${shopUrl()}/api/v2/unsubscribe`, { redirect: 'manual' });
    expect([bare.status, bare.headers.get('location')]).toEqual([303, '/unsubscribe']);
  });

  it('a tampered, cut or missing token is a 400 that says so, and turns nothing off', async () => {
    const customer = await registerCustomer();
    await putNotifications(customer.token, { marketing_sms: true });
    const token = await messages.unsubscribeToken({ userId: customer.id, channel: 'sms' });
    const [payload, mac] = token.split('.');
    const otherPerson = `${Buffer.from(`sms:u${customer.id + 1}`).toString('base64url')}.${mac}`;
    // The MAC's first letter changed: its last letter carries padding bits, so changing that may change nothing.
    const tampered = `${payload}.${mac![0] === 'A' ? 'B' : 'A'}${mac!.slice(1)}`;
    for (const bad of [tampered, token.slice(0, 20), otherPerson, '']) {
      const res = await oneClick(bad);
      expect(res.status, bad).toBe(400);
      expect((await res.json()).message).toBe(
        'This unsubscribe link is not valid. Please use the link from your latest message.',
      );
    }
    expect((await notifications(customer.token)).body.data.marketing_sms).toBe(true);
  });

  it("a guest's tick at checkout is the order's e-mail and phone; their token turns one of them off", async () => {
    const product = await createTestProduct({ name: 'Consent Balm', price: 900, discount: 0, stock: 5 });
    const body = guestBody([{ product_id: product.id, quantity: 1 }], { marketing_consent: true });
    expect((await guestCheckout(body)).status).toBe(201);
    const email = body.email as string;
    expect(await messages.mayMarket({ contact: email }, 'mail')).toBe(true);
    // The mobile, however typed, is one contact; WhatsApp is never turned on by the tickbox.
    expect(await messages.mayMarket({ contact: body.phone as string }, 'sms')).toBe(true);
    expect(await messages.mayMarket({ contact: body.phone as string }, 'whatsapp')).toBe(false);
    const unticked = guestBody([{ product_id: product.id, quantity: 1 }]);
    expect((await guestCheckout(unticked)).status).toBe(201);
    expect(await messages.mayMarket({ contact: unticked.email as string }, 'mail')).toBe(false);

    const res = await oneClick(await messages.unsubscribeToken({ contact: email, channel: 'mail' }));
    expect(res.status).toBe(200);
    expect(await messages.mayMarket({ contact: email }, 'mail')).toBe(false);
  });
});

describe('a marketing message through the outbox (what cart reminders and back in stock will send)', () => {
  const offer = (to: string) => ({
    to,
    subject: `Your cart is waiting ${randomInt(1e9)}`,
    text: 'Your cart is waiting.',
    html: '<p>Your cart is waiting.</p>',
  });

  it('carries List-Unsubscribe and List-Unsubscribe-Post; nothing is queued for someone who did not agree', async () => {
    const customer = await registerCustomer();
    queued = [];
    expect(
      await messages.sendMarketing({ userId: customer.id }, { channel: 'mail', message: offer(customer.email) }),
    ).toBe(false);
    expect(queued).toEqual([]);

    await putNotifications(customer.token, { marketing_email: true });
    const mail = offer(customer.email);
    expect(await messages.sendMarketing({ userId: customer.id }, { channel: 'mail', message: mail })).toBe(true);
    expect(queued).toHaveLength(1);
    await messages.deliverMessage(queued[0]!);
    const sent = (await localMail()).find((m) => m.subject === mail.subject) as
      { headers: { name: string; value: string }[]; text: string } | undefined;
    const header = (name: string) => sent?.headers.find((h) => h.name === name)?.value;
    expect(header('List-Unsubscribe')).toMatch(
      new RegExp(`^<${shopUrl()}/api/v2/unsubscribe\\?t=[\\w-]+\\.[\\w-]{22}>$`),
    );
    expect(header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(sent?.text).toContain(`${shopUrl()}/unsubscribe?t=`);

    // The header's URL is the one-click unsubscribe itself.
    const url = header('List-Unsubscribe')!.slice(1, -1);
    expect(
      (
        await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        })
      ).status,
    ).toBe(200);
    expect((await notifications(customer.token)).body.data.marketing_email).toBe(false);
  });

  it('an unsubscribe that comes after a message was queued stops it: nothing is sent after it', async () => {
    const customer = await registerCustomer({ mobile: freshMobile().typed });
    const phone = freshMobile();
    await putNotifications(customer.token, { marketing_email: true, marketing_sms: true });
    queued = [];
    const mail = offer(customer.email);
    await messages.sendMarketing({ userId: customer.id }, { channel: 'mail', message: mail });
    await messages.sendMarketing(
      { userId: customer.id },
      { channel: 'sms', message: { to: phone.typed, text: 'Kesara: your cart is waiting.' } },
    );
    expect(queued).toHaveLength(2);
    expect(JSON.parse(queued[1]!).text).toMatch(new RegExp(`\\nStop: ${shopUrl()}/unsubscribe\\?t=`));

    for (const channel of ['mail', 'sms'] as const)
      expect((await oneClick(await messages.unsubscribeToken({ userId: customer.id, channel }))).status).toBe(200);
    for (const body of queued) await messages.deliverMessage(body);

    expect((await localMail()).filter((m) => m.subject === mail.subject)).toEqual([]);
    expect((await localSms()).filter((m) => m.to === phone.e164)).toEqual([]);
  });
});

describe('order updates on WhatsApp (decision 0082)', () => {
  it('a customer who chose WhatsApp gets the order placed as the approved template, the SMS words as its parameter', async () => {
    const phone = freshMobile();
    const product = await createTestProduct({ name: 'WhatsApp Oil', price: 1500, discount: 0, stock: 5 });
    const customer = await registerCustomer();
    await putNotifications(customer.token, { order_updates_channel: 'whatsapp' });
    await fillCart(customer, [[product.id, 1]]);
    // A Sinhala name is sent as it is (UTF-8): WhatsApp has no SMS segments to fit.
    const placed = await checkout(customer, { phone: phone.typed, first_name: 'නිමල්' });
    expect(placed.status).toBe(201);

    const sent = (
      (await (await fetch(`${shopUrl()}/_local/whatsapp.json`)).json()) as Array<{
        to: string;
        template: string;
        parameters: string[];
      }>
    ).filter((m) => m.to === phone.e164);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.template).toBe('kesara_order_update');
    expect(sent[0]!.parameters).toHaveLength(1);
    expect(sent[0]!.parameters[0]).toContain(placed.body.order.order_number);
    expect(sent[0]!.parameters[0]).toContain('නිමල්');
    expect((await localSms()).filter((m) => m.to === phone.e164)).toEqual([]);

    const page = await fetch(`${shopUrl()}/_local/whatsapp`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('kesara_order_update');
  });
});
