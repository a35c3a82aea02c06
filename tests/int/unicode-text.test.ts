import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { file, productForm } from '../support/admin';
import { adminToken, api, localMail, registerCustomer, shopUrl, uniqueEmail, type Customer } from '../support/api';
import { checkout, fillCart } from '../support/checkout';
import { createTestProduct, TINY_PNG, useShopBackend } from '../support/direct';

/** Issue 10, defect 3: text that is not well-formed Unicode is refused everywhere; Sinhala, Tamil and emoji are kept. */
const SINHALA = 'කසුන් පෙරේරා';
const TAMIL = 'கசுன் பெரேரா';
const EMOJI = '🧔🏽‍♂️ 💈';
const LONE = 'Eve \ud800';
const ILL_FORMED = 'This text contains a character that cannot be read. Please retype it.';

async function contactMessagesNamed(fullName: string): Promise<number> {
  useShopBackend();
  const { db, tableName } = await import('../../functions/lib/clients');
  const month = new Date().toISOString().slice(0, 7);
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      FilterExpression: 'fullName = :name',
      ExpressionAttributeValues: { ':pk': `CONTACT#${month}`, ':name': fullName },
    }),
  );
  return out.Items?.length ?? 0;
}

describe('ill-formed text is a 422 on every route that takes text, before anything is stored', () => {
  let admin: string;
  let c: Customer;
  beforeAll(async () => {
    admin = await adminToken();
    c = await registerCustomer();
  });

  it('contact: a lone surrogate is a 422 with nothing stored, and the next ordinary message goes through', async () => {
    const marker = `Eve ${Date.now()} \ud800`;
    const bad = await api('/v2/contact/sendMessage', {
      method: 'POST',
      body: { fullName: marker, email: 'eve@example.lk', message: 'Hello' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ status: 'error', message: ILL_FORMED, errors: { fullName: [ILL_FORMED] } });
    expect(await contactMessagesNamed(marker)).toBe(0);

    const next = `Ordinary ${Date.now()}`;
    const ok = await api('/v2/contact/sendMessage', {
      method: 'POST',
      body: { fullName: next, email: 'sam@example.lk', message: 'Hello again' },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await localMail()).some((m) => m.subject === `Contact form: message from ${next}`)).toBe(true);
  });

  it('every JSON route with text fields names the field in its 422', async () => {
    const staff = {
      firstName: 'Nimal',
      lastName: 'Silva',
      mobile: '0712345678',
      email: uniqueEmail('staff'),
      company: 'Kesara',
      password: 'secret1',
    };
    const staffId = (await api('/v2/staff', { method: 'POST', token: admin, body: staff })).body.data.id;
    const customerId = c.id;
    const password = 'Grooming#2026';
    const cases: Array<[string, string, string | undefined, Record<string, unknown>, string]> = [
      [
        '/v2/register',
        'POST',
        undefined,
        { name: LONE, email: uniqueEmail(), mobile: '0771234567', password, password_confirmation: password },
        'name',
      ],
      ['/v2/login', 'POST', undefined, { email: c.email, password: `x${LONE}` }, 'password'],
      ['/v2/forgot-password', 'POST', undefined, { email: `eve${LONE}@example.lk` }, 'email'],
      ['/v2/users', 'PUT', c.token, { address: LONE }, 'address'],
      [
        '/v2/users/change-password',
        'POST',
        c.token,
        { current_password: c.password, new_password: `${LONE}1234567`, new_password_confirmation: 'x1234567' },
        'new_password',
      ],
      [
        '/v2/checkout',
        'POST',
        c.token,
        {
          payment_method: 'COD',
          first_name: LONE,
          last_name: 'P',
          country: 'Sri Lanka',
          address: 'a',
          city: 'Colombo',
          state: 'W',
          postal_code: '1',
          phone: '0771234567',
        },
        'first_name',
      ],
      [
        '/v2/contact/sendMessage',
        'POST',
        undefined,
        { fullName: 'Eve', email: 'eve@example.lk', message: LONE },
        'message',
      ],
      ['/v2/staff', 'POST', admin, { ...staff, email: uniqueEmail('staff'), company: LONE }, 'company'],
      [`/v2/staff/${staffId}`, 'PUT', admin, { ...staff, lastName: LONE }, 'lastName'],
      ['/v2/users', 'POST', admin, { name: LONE, email: uniqueEmail(), mobile: '0779998887', password }, 'name'],
      [`/v2/users/${customerId}`, 'PUT', admin, { name: LONE }, 'name'],
      ['/v2/cart/add', 'POST', c.token, { product_id: 1, quantity: 1, note: { deep: [LONE] } }, 'note'],
    ];
    for (const [path, method, token, body, field] of cases) {
      const res = await api(path, { method, token, body });
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(res.body.errors, path).toEqual({ [field]: [ILL_FORMED] });
    }
    // The customer's data is unchanged.
    const me = (await api('/v2/user/', { token: c.token })).body;
    expect(JSON.stringify(me)).not.toContain('\ud800');
  });

  it('product form fields sent as invalid UTF-8 arrive as replacement characters, never as lone surrogates', async () => {
    // multipart text is decoded from bytes, so a lone surrogate cannot arrive; CESU bytes of one are decoded as U+FFFD.
    const boundary = '----kesara-utf8';
    const fields = {
      name: Buffer.from([0x41, 0xed, 0xa0, 0x80]),
      description: Buffer.from('d'),
      category: Buffer.from('Beard'),
      sku: Buffer.from(`UTF-${Date.now()}`),
      stockQuantity: Buffer.from('1'),
      price: Buffer.from('100'),
    };
    const parts = Object.entries(fields).map(([k, v]) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n`),
        v,
        Buffer.from('\r\n'),
      ]),
    );
    const image = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="images[0]"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n`,
      ),
      TINY_PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await fetch(`${shopUrl()}/api/v2/products/add_new_product`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Buffer.concat([...parts, image]),
    });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.data.name).not.toMatch(/\p{Cs}/u);
  });
});

describe('Sinhala, Tamil and emoji are accepted wherever text is', () => {
  const name = `${SINHALA} ${TAMIL} ${EMOJI}`;

  it('sign-up, sign-in, profile, billing, password, checkout and its mail', async () => {
    const password = `${TAMIL}${EMOJI}2026`;
    const c = await registerCustomer({ name, password });
    expect((await api('/v2/user/', { token: c.token })).body.name).toBe(name);
    expect((await api('/v2/login', { method: 'POST', body: { email: c.email, password } })).status).toBe(200);

    const billing = {
      first_name: SINHALA,
      last_name: TAMIL,
      company: EMOJI,
      address: `${SINHALA} පාර 12`,
      apartment: TAMIL,
      state: `${TAMIL} ${EMOJI}`,
      city: 'Colombo',
    };
    const updated = await api('/v2/users', { method: 'PUT', token: c.token, body: billing });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect((await api('/v2/user/', { token: c.token })).body).toMatchObject(billing);

    const newPassword = `${SINHALA}${EMOJI}9`;
    const changed = await api('/v2/users/change-password', {
      method: 'POST',
      token: c.token,
      body: { current_password: password, new_password: newPassword, new_password_confirmation: newPassword },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await api('/v2/login', { method: 'POST', body: { email: c.email, password: newPassword } })).status).toBe(
      200,
    );

    const product = await createTestProduct({ stock: 5 });
    await fillCart(c, [[product.id, 1]]);
    const order = await checkout(c, {
      first_name: SINHALA,
      last_name: TAMIL,
      address: `${EMOJI} 12 Temple Rd`,
      shipping_address: `${TAMIL} 12`,
      state: SINHALA,
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const mail = (await localMail()).find((m) => m.to.includes(c.email) && m.text.includes(`Hello ${SINHALA},`));
    expect(mail, 'the order mail with the Sinhala name').toBeDefined();
  });

  it('contact form, staff, customers made by an admin, and products', async () => {
    const contact = await api('/v2/contact/sendMessage', {
      method: 'POST',
      body: { fullName: name, email: 'kasun@example.lk', message: `${TAMIL}\n${EMOJI}` },
    });
    expect(contact.status).toBe(200);
    expect((await localMail()).find((m) => m.subject === `Contact form: message from ${name}`)?.text).toContain(
      `${TAMIL}\n${EMOJI}`,
    );

    const admin = await adminToken();
    const staff = await api('/v2/staff', {
      method: 'POST',
      token: admin,
      body: {
        firstName: SINHALA,
        lastName: TAMIL,
        mobile: '0712345678',
        email: uniqueEmail('staff'),
        company: EMOJI,
        password: 'secret1',
      },
    });
    expect(staff.status).toBe(201);
    expect(staff.body.data).toMatchObject({ firstName: SINHALA, lastName: TAMIL, company: EMOJI });

    const user = await api('/v2/users', {
      method: 'POST',
      token: admin,
      body: { name, email: uniqueEmail(), mobile: '0779998887', password: 'Grooming#2026' },
    });
    expect(user.status).toBe(201);
    expect((await api(`/v2/users/${user.body.data.id}`, { token: admin })).body.data.fullName).toBe(name);

    const product = await api('/v2/products/add_new_product', {
      method: 'POST',
      token: admin,
      body: productForm({ name, description: `${TAMIL} ${EMOJI}`, brandName: SINHALA }, [
        file(TINY_PNG, 'a.png', 'image/png'),
      ]),
    });
    expect(product.status, JSON.stringify(product.body)).toBe(201);
    expect(product.body.data).toMatchObject({ name, description: `${TAMIL} ${EMOJI}`, brandName: SINHALA });
  });
});
