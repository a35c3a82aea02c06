import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, api, localMail, localSms, registerCustomer, uniqueEmail } from '../support/api';
import { productForm, putProductForm } from '../support/admin';
import { createTestProduct, useShopBackend } from '../support/direct';

/**
 * Issue 34, second part (decision 0094) on the local shop: the optional `language` of the guest cart's contact
 * (checkout step 2) and of "Tell me when it's back", kept and used when the cart reminder and the back-in-stock
 * message go, through the real sweep and a real restock, to the local SES and SMS stand-ins; without it, English as
 * before. A bad language is the shop's usual 422 and keeps nothing.
 */
const LANGUAGE_REFUSED = { language: ['Please choose a language: en, si, ta.'] };

const mobile = () => {
  const digits = String(randomInt(1_000_000, 10_000_000));
  return { typed: `076${digits}`, e164: `+9476${digits}` };
};
const mailsTo = async (to: string) => (await localMail()).filter((m) => m.to.includes(to));
const smsTo = async (to: string) => (await localSms()).filter((m) => m.to === to);

describe("back in stock in the language the subscriber asked in (POST /v2/product/{id}/notify-me's language)", () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken();
  });

  const notifyMe = (productId: number, body: Record<string, unknown>, token?: string) =>
    api(`/v2/product/${productId}/notify-me`, { method: 'POST', body, token });

  it('si, ta, the account’s when left out, English without; a bad language is a 422 that subscribes nothing', async () => {
    const name = `Language Balm ${randomInt(1e9)}`;
    const added = await api('/v2/products/add_new_product', {
      method: 'POST',
      token: admin,
      body: productForm({
        name,
        stockQuantity: '0',
        translations: JSON.stringify({ si: { name: `සඳුන් බාම් ${name.slice(-9)}` } }),
      }),
    });
    expect(added.status).toBe(201);
    const id: number = added.body.data.id;

    const sinhala = uniqueEmail('bis-si');
    const english = uniqueEmail('bis-en');
    const refused = uniqueEmail('bis-bad');
    const tamilPhone = mobile();
    const tamilAccount = await registerCustomer();
    expect(
      (await api('/v2/users', { method: 'PUT', token: tamilAccount.token, body: { language: 'ta' } })).status,
    ).toBe(200);

    const withLanguage = await notifyMe(id, { email: sinhala, channel: 'mail', language: 'si' });
    const without = await notifyMe(id, { email: english, channel: 'mail' });
    // The answer is the same with or without the field.
    for (const answer of [withLanguage, without])
      expect(answer.body).toEqual({
        status: 'success',
        message: 'Thank you. We will tell you once when it is back in stock.',
        data: { product_id: id, variant_id: null, channel: 'mail', subscribed_at: expect.any(String) },
      });
    expect((await notifyMe(id, { phone: tamilPhone.typed, channel: 'sms', language: 'ta' })).status).toBe(200);
    expect((await notifyMe(id, { channel: 'mail' }, tamilAccount.token)).status).toBe(200);
    for (const bad of ['fr', 'SI', '', null, 7]) {
      const res = await notifyMe(id, { email: refused, channel: 'mail', language: bad });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual(LANGUAGE_REFUSED);
    }

    // A real restock through the back-office's product update.
    const restock = productForm({ name, stockQuantity: '3', originalStock: '0' }, []);
    const updated = await putProductForm(id, restock, admin);
    expect(updated.status).toBe(200);

    await expect.poll(async () => (await mailsTo(sinhala)).length, { timeout: 20_000 }).toBe(1);
    const [si] = await mailsTo(sinhala);
    expect(si.subject).toBe(`සඳුන් බාම් ${name.slice(-9)} නැවත තොගයේ ඇත`);
    expect(si.text).toContain(`සුබ පුවතක්: සඳුන් බාම් ${name.slice(-9)} නැවත තොගයේ ඇත.`);
    expect(si.text).toMatch(new RegExp(`මෙතැනින් මිලදී ගන්න: http\\S+/si/product/${id}\\n`));
    expect(si.text).toMatch(/\n\nමෙවැනි පණිවිඩ නවත්වන්න: http\S+\/unsubscribe\?t=\S+$/);
    expect(si.html).toContain('<html lang="si">');
    expect(si.html).toContain('>මෙවැනි පණිවිඩ නවත්වන්න</a></p>');

    await expect.poll(async () => (await mailsTo(english)).length, { timeout: 20_000 }).toBe(1);
    const [en] = await mailsTo(english);
    expect(en.subject).toBe(`${name} is back in stock`);
    expect(en.text).toMatch(new RegExp(`Buy it here: http\\S+/product/${id}\\n`));
    expect(en.text).not.toContain('/si/');
    expect(en.text).toMatch(/\n\nUnsubscribe: http\S+\/unsubscribe\?t=\S+$/);
    expect(en.html).toContain('>Unsubscribe</a></p>');

    await expect.poll(async () => (await smsTo(tamilPhone.e164)).length, { timeout: 20_000 }).toBe(1);
    const [ta] = await smsTo(tamilPhone.e164);
    expect(ta.text).toMatch(new RegExp(`^Kesara: ${name} மீண்டும் கையிருப்பில் உள்ளது\\. http\\S+/ta/product/${id}\\n`));
    expect(ta.text).toMatch(/\nநிறுத்த: http\S+\/unsubscribe\?t=\S+$/);
    expect(ta.encoding).toBe('UCS-2');

    await expect.poll(async () => (await mailsTo(tamilAccount.email)).length, { timeout: 20_000 }).toBe(1);
    expect((await mailsTo(tamilAccount.email))[0].subject).toBe(`${name} மீண்டும் கையிருப்பில் உள்ளது`);
    expect(await mailsTo(refused)).toHaveLength(0);
  });
});

describe("a guest's cart reminder in the language of checkout step 2 (POST /v2/guest/cart/contact's language)", () => {
  let sweep: (now: Date, refs: Set<string>) => Promise<string[]>;
  beforeAll(async () => {
    // The sweep runs here, as the schedule runs it, and its outbox delivers to the shop's SES and SMS stand-ins.
    useShopBackend();
    Object.assign(process.env, { SMS_ENDPOINT: inject('shop').smsEndpoint, SMS_ORIGINATION_IDENTITY: 'KESARA' });
    (await import('../../functions/lib/config')).resetConfigCache();
    const { deliverMessage, queueMessagesLocally } = await import('../../functions/domain/messages');
    queueMessagesLocally({ send: (body) => void deliverMessage(body) });
    const { runCartReminders } = await import('../../functions/flows/workflows/cart-reminders');
    sweep = (now, refs) => runCartReminders(now, (ref) => refs.has(ref));
  });

  const contact = (body: Record<string, unknown>) => api('/v2/guest/cart/contact', { method: 'POST', body });
  // The shop's first reminder is due an hour after the cart's last change.
  const dueNow = () => new Date(Date.now() + 61 * 60_000);

  it('si by mail and SMS through the sweep, English without the field; a bad language is a 422 that keeps nothing', async () => {
    const tag = randomInt(1e9);
    const siName = `මතක් තෙල් ${tag}`;
    const product = await createTestProduct({
      name: `Reminder Oil ${tag}`,
      stock: 5,
      price: 900,
      translations: { si: { name: siName } },
    });
    const lines = [{ product_id: product.id, quantity: 2 }];
    const sinhala = uniqueEmail('remind-si');
    const phone = mobile();
    const english = uniqueEmail('remind-en');
    const refused = uniqueEmail('remind-bad');

    for (const bad of ['tamil', 'EN', '', null, 1]) {
      const res = await contact({ lines, email: refused, marketing_consent: true, language: bad });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual(LANGUAGE_REFUSED);
    }
    const kept = await contact({ lines, email: sinhala, phone: phone.typed, marketing_consent: true, language: 'si' });
    const plain = await contact({ lines, email: english, marketing_consent: true });
    for (const res of [kept, plain])
      expect(res.body).toEqual({ status: 'success', message: 'Cart saved', data: { reminders: true } });

    const refs = new Set([sinhala, english, refused].map((e) => `g${e.toLowerCase()}`));
    const reminded = await sweep(dueNow(), refs);
    expect(reminded.sort()).toEqual([`g${english.toLowerCase()}`, `g${sinhala.toLowerCase()}`].sort());

    await expect.poll(async () => (await mailsTo(sinhala)).length, { timeout: 20_000 }).toBe(1);
    const [si] = await mailsTo(sinhala);
    expect(si.subject).toBe('ඔබ ඔබගේ කරත්තයේ යමක් තබා ගියා');
    // The product by its Sinhala name (decision 0099).
    expect(si.text).toContain(`- ${siName} x 2\n\nමුළු මුදල: රු.\u00a01,800.00\n`);
    expect(si.text).toMatch(/\n\nමෙවැනි පණිවිඩ නවත්වන්න: http\S+\/unsubscribe\?t=\S+$/);
    expect(si.html).toContain('<html lang="si">');

    await expect.poll(async () => (await smsTo(phone.e164)).length, { timeout: 20_000 }).toBe(1);
    const [text] = await smsTo(phone.e164);
    // Its fullest form that fits two UCS-2 segments: the total and the link are in every one.
    expect(text.text).toMatch(/^Kesara: .*ඔබගේ කරත්ත.*රු\.\u00a01,800\.00.*http\S+\/cart\/restore\//);
    expect(text.text).toMatch(/\nනවත්වන්න: http\S+\/unsubscribe\?t=\S+$/);
    expect(text.encoding).toBe('UCS-2');

    await expect.poll(async () => (await mailsTo(english)).length, { timeout: 20_000 }).toBe(1);
    const [en] = await mailsTo(english);
    expect(en.subject).toBe('You left something in your cart');
    expect(en.text).toContain(`- ${product.name} x 2\n\nTotal: LKR 1,800.00\n`);
    expect(en.text).toMatch(/\n\nUnsubscribe: http\S+\/unsubscribe\?t=\S+$/);
    expect(await mailsTo(refused)).toHaveLength(0);
  });
});
