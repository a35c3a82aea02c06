import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, localMail, registerCustomer } from '../support/api';
import { staffToken } from '../support/admin';
import { checkout, fillCart } from '../support/checkout';
import { createTestProduct } from '../support/direct';
import { guestBody, guestCheckout } from '../support/guest';
import { postReturn } from '../support/returns';

/**
 * Issue 34 on the local shop (decision 0099): a Sinhala or Tamil order's mails name its products in its language,
 * from the name its line kept at checkout; a product without that translation by its English name. The order routes
 * answer the English name as they always have, and the names as bought when a Sinhala or Tamil page asks (0112).
 */
const mailsTo = async (email: string) => (await localMail()).filter((m) => m.to.includes(email));

describe('product names in the order’s language in its mails', () => {
  const tag = randomInt(1e9);
  const names = { en: `Name Balm ${tag}`, si: `නම් බාම් ${tag}`, ta: `பெயர் பாம் ${tag}` };
  let balm: { id: number };
  let comb: { id: number; name: string };
  beforeAll(async () => {
    balm = await createTestProduct({
      name: names.en,
      stock: 50,
      translations: { si: { name: names.si }, ta: { name: names.ta } },
    });
    comb = await createTestProduct({ name: `Plain Comb ${tag}`, stock: 50 });
  });

  it('a Sinhala customer’s mails name it in Sinhala; My Orders answers English, and as bought on a Sinhala page', async () => {
    const c = await registerCustomer({ name: 'Nimal Perera' });
    expect((await api('/v2/users', { method: 'PUT', token: c.token, body: { language: 'si' } })).status).toBe(200);
    await fillCart(c, [
      [balm.id, 2],
      [comb.id, 1],
    ]);
    const placed = await checkout(c);
    expect(placed.status).toBe(201);
    const { id, order_number: number } = placed.body.order;

    await expect.poll(async () => (await mailsTo(c.email)).some((m) => m.subject.includes(number))).toBe(true);
    const confirmation = (await mailsTo(c.email)).find((m) => m.subject.includes(number))!;
    expect(confirmation.html).toContain('<html lang="si">');
    expect(confirmation.text).toContain(`- ${names.si} x 2: `);
    expect(confirmation.text).toContain(`- ${comb.name} x 1: `);
    expect(confirmation.text).not.toContain(names.en);
    expect(confirmation.html).toContain(`${names.si} &times; 2`);

    const staff = (await staffToken()).token;
    const shipped = await api(`/v2/order/${id}`, { method: 'PUT', token: staff, body: { status: 'shipped' } });
    expect(shipped.status).toBe(200);
    expect(JSON.stringify(shipped.body)).not.toContain('translatedName');
    const shippedSubject = `ඔබගේ ඇණවුම ${number} ඔබ වෙත එමින් තිබේ - Kesara`;
    await expect.poll(async () => (await mailsTo(c.email)).map((m) => m.subject)).toContain(shippedSubject);
    const status = (await mailsTo(c.email)).find((m) => m.subject === shippedSubject)!;
    expect(status.text).toContain(`${names.si} x 2`);
    expect(status.text).not.toContain(names.en);

    // The wire is as it was: the English name, and no field more.
    const mine = await api('/v2/user/orders?status=pending', { token: c.token });
    const lines: Array<{ order_id: number; item: Record<string, unknown> }> = mine.body.data;
    const items = lines.filter((l) => l.order_id === id).map((l) => l.item);
    expect(items.map((i) => i.product_name).sort()).toEqual([names.en, comb.name].sort());
    for (const item of items)
      expect(Object.keys(item).sort()).toEqual(
        [
          'discount_percentage',
          'id',
          'original_price',
          'price',
          'product_id',
          'product_image',
          'product_name',
          'quantity',
          'subtotal',
          'variant_id',
          'variant_label',
        ].sort(),
      );
    const detail = await api(`/v2/admin/orders/${id}`, { token: staff });
    expect(detail.status).toBe(200);
    expect(JSON.stringify(detail.body)).toContain(names.en);
    expect(JSON.stringify(detail.body)).not.toContain(names.si);

    // Read on a Sinhala page (decision 0112): the names as bought, `lang` after `status`; the comb has no Sinhala name.
    const namesOf = async (query: string) => {
      const res = await api(`/v2/user/orders?status=pending${query}`, { token: c.token });
      expect(res.status).toBe(200);
      const ours = (res.body.data as typeof lines).filter((l) => l.order_id === id);
      return { keys: Object.keys(res.body).slice(0, 2), names: ours.map((l) => l.item.product_name).sort() };
    };
    expect(await namesOf('&lang=si')).toEqual({ keys: ['status', 'lang'], names: [names.si, comb.name].sort() });
    expect(await namesOf('&lang=en')).toEqual({ keys: ['status', 'lang'], names: [names.en, comb.name].sort() });
    const refused = await api('/v2/user/orders?lang=sinhala', { token: c.token });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ lang: ['Please choose a language: en, si, ta.'] });

    // Its return, in My Returns: as bought on a Sinhala page, English without `lang`.
    expect((await api(`/v2/order/${id}`, { method: 'PUT', token: staff, body: { status: 'delivered' } })).status).toBe(
      200,
    );
    const body = { items: [{ product_id: balm.id, quantity: 1 }], reason: 'damaged' };
    expect((await postReturn(c, id, body)).status).toBe(201);
    const returned = async (query: string) => {
      const res = await api(`/v2/user/returns${query}`, { token: c.token });
      expect(res.status).toBe(200);
      return res.body.data[0].items.map((i: { product_name: string }) => i.product_name);
    };
    expect(await returned('?lang=si')).toEqual([names.si]);
    expect(await returned('')).toEqual([names.en]);
  });

  it('a Tamil guest’s confirmation names it in Tamil', async () => {
    const body = guestBody([{ product_id: balm.id, quantity: 1 }], { language: 'ta' });
    const res = await guestCheckout(body);
    expect(res.status).toBe(201);
    const number: string = res.body.order.order_number;
    await expect
      .poll(async () => (await mailsTo(body.email)).map((m) => m.subject))
      .toContain(`உங்கள் Kesara ஆர்டர் ${number} உறுதிசெய்யப்பட்டது`);
    const confirmation = (await mailsTo(body.email)).find((m) => m.subject.includes('உறுதிசெய்யப்பட்டது'))!;
    expect(confirmation.text).toContain(`- ${names.ta} x 1: `);
    expect(confirmation.text).not.toContain(names.en);
    const link = `/v2/guest/orders/${number}?t=${new URL(res.body.order_link).searchParams.get('t')}`;
    const page = await api(link);
    expect(page.body.data[0].item.product_name).toBe(names.en);
    expect(page.body).not.toHaveProperty('lang');
    // The order page read in Tamil (decision 0112).
    const inTamil = await api(`${link}&lang=ta`);
    expect(inTamil.body.lang).toBe('ta');
    expect(inTamil.body.data[0].item.product_name).toBe(names.ta);
    expect((await api(`${link}&lang=xx`)).status).toBe(422);
  });
});
