import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, localMail, localSms, registerCustomer, type Customer } from '../support/api';
import { staffToken } from '../support/admin';
import { checkout, fillCart } from '../support/checkout';
import { createTestProduct } from '../support/direct';
import { guestBody, guestCheckout } from '../support/guest';

/**
 * Issue 34 on the local shop: the account's language (A7, A8), the order that keeps it (the account's, or the guest
 * checkout's field), the back-office's view of it, and the mails and SMS the local stand-ins receive in it.
 */
type Product = Awaited<ReturnType<typeof createTestProduct>>;

/** A mobile number of this test's own, typed as a customer would, and the E.164 the SMS go to. */
function freshMobile(): { typed: string; e164: string } {
  const digits = String(randomInt(1_000_000, 10_000_000));
  return { typed: `076${digits}`, e164: `+9476${digits}` };
}

const mailsTo = async (email: string) => (await localMail()).filter((m) => m.to.includes(email));
const smsTo = async (e164: string) => (await localSms()).filter((m) => m.to === e164);
const setLanguage = (c: Customer, body: Record<string, unknown>) =>
  api('/v2/users', { method: 'PUT', token: c.token, body });

describe("the account's language (A7, A8)", () => {
  it('is en until chosen, takes si or ta, and a bad value is a 422 that changes nothing', async () => {
    const c = await registerCustomer({ name: 'Nimal Perera' });
    expect((await api('/v2/user/', { token: c.token })).body).toMatchObject({ name: 'Nimal Perera', language: 'en' });

    const chosen = await setLanguage(c, { language: 'si' });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ status: 'success', language: 'si', name: 'Nimal Perera', email: c.email });

    for (const bad of ['fr', 'SI', 'si-LK', '', 3, null]) {
      const refused = await setLanguage(c, { language: bad, name: 'Changed Name' });
      expect(refused.status, String(bad)).toBe(422);
      expect(refused.body.errors).toEqual({ language: ['Please choose a language: en, si, ta.'] });
    }
    const me = await api('/v2/user/', { token: c.token });
    expect(me.body).toMatchObject({ language: 'si', name: 'Nimal Perera' });
    expect((await setLanguage(c, { language: 'ta' })).body.language).toBe('ta');
    expect((await api('/v2/user', { token: c.token })).body.language).toBe('ta');

    // The reset code goes at once, in the account's language.
    expect((await api('/v2/forgot-password', { method: 'POST', body: { email: c.email } })).status).toBe(200);
    await expect
      .poll(async () => (await mailsTo(c.email)).map((m) => m.subject))
      .toContainEqual(expect.stringMatching(/^உங்கள் Kesara சரிபார்ப்புக் குறியீடு: \d{6}$/));
  });

  it('needs a session', async () => {
    expect((await api('/v2/users', { method: 'PUT', body: { language: 'si' } })).status).toBe(401);
  });
});

describe("an order's language, and its mails and SMS", () => {
  let oil: Product;
  beforeAll(async () => {
    oil = await createTestProduct({ name: 'Language Oil', price: 1500, discount: 0, stock: 100 });
  });

  it('a Sinhala customer’s order keeps si; its mail and SMS are in Sinhala, the back-office and CSV say so', async () => {
    const phone = freshMobile();
    const c = await registerCustomer({ name: 'Nimal Perera' });
    expect((await setLanguage(c, { language: 'si' })).status).toBe(200);
    await fillCart(c, [[oil.id, 2]]);
    const placed = await checkout(c, { phone: phone.typed, first_name: 'නිමල්' });
    expect(placed.status).toBe(201);
    const { id, order_number: number } = placed.body.order;

    await expect
      .poll(async () => (await mailsTo(c.email)).map((m) => m.subject))
      .toContain(`ඔබගේ Kesara ඇණවුම ${number} තහවුරු කළා`);
    const confirmation = (await mailsTo(c.email)).find((m) => m.subject.includes(number))!;
    expect(confirmation.text).toContain('ආයුබෝවන් නිමල්,');
    expect(confirmation.text).toContain('රු.\u00a0');
    expect(confirmation.html).toContain('<html lang="si">');
    await expect.poll(async () => (await smsTo(phone.e164)).length).toBe(1);
    const [placedSms] = await smsTo(phone.e164);
    expect(placedSms).toMatchObject({ encoding: 'UCS-2' });
    expect(placedSms.segments).toBeLessThanOrEqual(2);
    expect(placedSms.text).toMatch(new RegExp(`^Kesara: ආයුබෝවන් නිමල්, ඔබගේ ඇණවුම ${number} තහවුරු කළා\\. මුළු මුදල රු\\.`));

    const staff = (await staffToken()).token;
    expect((await api(`/v2/order/${id}`, { method: 'PUT', token: staff, body: { status: 'processing' } })).status).toBe(
      200,
    );
    const detail = await api(`/v2/admin/orders/${id}`, { token: staff });
    expect(detail.status).toBe(200);
    expect(JSON.stringify(detail.body)).toContain('"language":"si"');
    const shipped = await api(`/v2/order/${id}`, {
      method: 'PUT',
      token: staff,
      body: { status: 'shipped', courier: 'Domex', tracking_number: 'DX55501' },
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.order.language).toBe('si');
    await expect.poll(async () => (await smsTo(phone.e164)).length).toBe(2);
    expect((await smsTo(phone.e164))[0].text).toContain(`ඔබගේ ඇණවුම ${number} Domex හරහා එමින් තිබේ`);
    await expect
      .poll(async () => (await mailsTo(c.email)).map((m) => m.subject))
      .toContain(`ඔබගේ ඇණවුම ${number} ඔබ වෙත එමින් තිබේ - Kesara`);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
    const csv = String(
      (await api(`/v2/admin/orders-export?from=${today}&to=${today}`, { token: await adminToken() })).body,
    );
    const [header, ...rows] = csv.trim().split('\r\n');
    expect(header.endsWith(',"cod_confirmation","language"')).toBe(true);
    expect(rows.find((line) => line.startsWith(`"${id}",`))?.endsWith(',"si"')).toBe(true);
  });

  it('a guest checkout with language ta gets its link and confirmation in Tamil; a bad language is a 422', async () => {
    const refused = await guestCheckout(guestBody([{ product_id: oil.id, quantity: 1 }], { language: 'tamil' }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ language: ['Please choose a language: en, si, ta.'] });

    const body = guestBody([{ product_id: oil.id, quantity: 1 }], { language: 'ta', first_name: 'கார்த்திக்' });
    const res = await guestCheckout(body);
    expect(res.status).toBe(201);
    const link: string = res.body.order_link;
    const number: string = res.body.order.order_number;
    // The link opens the order's page in Tamil (issue 34): Order complete, the mail and the SMS give it so.
    expect(new URL(link).pathname).toBe(`/ta/order/${number}`);

    await expect
      .poll(async () => (await mailsTo(body.email)).map((m) => m.subject))
      .toEqual(expect.arrayContaining([`உங்கள் ஆர்டர் ${number} - Kesara`, `உங்கள் Kesara ஆர்டர் ${number} உறுதிசெய்யப்பட்டது`]));
    const linkMail = (await mailsTo(body.email)).find((m) => m.text.includes(link))!;
    expect(linkMail.text).toContain('வணக்கம் கார்த்திக்,');
    expect(linkMail.text).not.toContain('Keep this link');
    const e164 = `+94${body.phone.slice(1)}`;
    await expect.poll(async () => (await smsTo(e164)).some((s) => s.text.includes(link))).toBe(true);
    const linkSms = (await smsTo(e164)).find((s) => s.text.includes(link))!;
    expect(linkSms.text).toContain(`ஆர்டர் ${number}`);
    expect(linkSms.encoding).toBe('UCS-2');
    // A guest's cash order is always confirmed by SMS (issue 31): asked in Tamil too.
    await expect.poll(async () => (await smsTo(e164)).some((s) => /\/confirm\/.+ குறியீ/.test(s.text))).toBe(true);

    const detail = await api(`/v2/admin/orders/${res.body.order.id}`, { token: (await staffToken()).token });
    expect(JSON.stringify(detail.body)).toContain('"language":"ta"');
  });

  it('an English customer’s mail and SMS are as they always were, and the order says en', async () => {
    const phone = freshMobile();
    const c = await registerCustomer();
    await fillCart(c, [[oil.id, 1]]);
    const placed = await checkout(c, { phone: phone.typed });
    expect(placed.status).toBe(201);
    const { id, order_number: number } = placed.body.order;
    await expect
      .poll(async () => (await mailsTo(c.email)).map((m) => m.subject))
      .toContain(`Your Kesara order ${number} is confirmed`);
    const confirmation = (await mailsTo(c.email)).find((m) => m.subject.includes(number))!;
    expect(confirmation.text).toMatch(
      new RegExp(`^Hello Kasun,\\n\\nThank you for your order ${number}\\. We are preparing it now\\.`),
    );
    expect(confirmation.html).toContain('<!doctype html><html><body');
    await expect.poll(async () => (await smsTo(phone.e164)).length).toBe(1);
    expect((await smsTo(phone.e164))[0]).toMatchObject({ encoding: 'GSM-7' });
    expect((await smsTo(phone.e164))[0].text).toMatch(
      new RegExp(
        `^Kesara: Hello Kasun, your order ${number} is confirmed\\. Total LKR [\\d,]+\\.\\d\\d, cash on delivery\\.`,
      ),
    );
    const detail = await api(`/v2/admin/orders/${id}`, { token: (await staffToken()).token });
    expect(JSON.stringify(detail.body)).toContain('"language":"en"');
  });
});
