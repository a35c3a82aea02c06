import { describe, expect, it } from 'vitest';
import { productForm } from '../support/admin';
import { adminToken, api, localMail, registerCustomer, shopUrl, uniqueEmail } from '../support/api';

/** Security review (docs/decisions/0016): hostile input is a clear 4xx, never a 500, a stored giant or a stuck function. */
describe('hostile input', () => {
  it('a multipart content type without a boundary is a 400, not a 500', async () => {
    const c = await registerCustomer();
    const admin = await adminToken();
    const headers = { 'content-type': 'multipart/form-data' };
    const avatar = await api('/v2/users/images/upload', {
      method: 'POST',
      token: c.token,
      headers,
      body: 'not a form',
    });
    const product = await api('/v2/products/add_new_product', {
      method: 'POST',
      token: admin,
      headers,
      body: 'not a form',
    });
    for (const res of [avatar, product]) expect(res.status, JSON.stringify(res.body)).toBe(400);
  });

  it('refuses a JSON body far bigger than any form with a 413', async () => {
    const res = await api('/v2/contact/sendMessage', {
      method: 'POST',
      body: { fullName: 'Big', email: 'big@example.lk', message: 'x'.repeat(200_000) },
    });
    expect(res.status).toBe(413);
    expect(res.body.status).toBe('error');
  });

  it('caps the length of names and address lines (422) instead of storing them', async () => {
    const register = await api('/v2/register', {
      method: 'POST',
      body: {
        name: 'n'.repeat(1000),
        email: uniqueEmail(),
        mobile: '0771234567',
        password: 'Grooming#2026',
        password_confirmation: 'Grooming#2026',
      },
    });
    expect(register.status).toBe(422);
    expect(register.body.errors.name).toEqual(['Please keep this under 255 characters.']);

    const c = await registerCustomer();
    const profile = await api('/v2/users', { method: 'PUT', token: c.token, body: { company: 'c'.repeat(300) } });
    expect(profile.status).toBe(422);
    expect(profile.body.errors.company).toBeDefined();
  });

  it('answers an e-mail built to make the pattern backtrack at once (no ReDoS)', async () => {
    const email = `a@${'.'.repeat(60_000)}@`;
    const started = Date.now();
    const res = await api('/v2/login', { method: 'POST', body: { email, password: 'x' } });
    expect(res.status).toBe(422);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses prices and stock that would overflow the money maths (422, not a 500)', async () => {
    const admin = await adminToken();
    for (const [field, value] of [
      ['price', `1${'0'.repeat(400)}`],
      ['price', '99999999999999999999'],
      ['stockQuantity', '99999999999999999999'],
    ]) {
      const res = await api('/v2/products/add_new_product', {
        method: 'POST',
        token: admin,
        body: productForm({ [field]: value }),
      });
      expect(res.status, `${field}=${value.slice(0, 25)}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(res.body.errors[field]).toBeDefined();
    }
  });

  it('keeps a contact subject on one line whatever the name holds (no header injection)', async () => {
    const marker = `Eve${Date.now()}`;
    const res = await api('/v2/contact/sendMessage', {
      method: 'POST',
      body: { fullName: `${marker}\r\nBcc: victim@example.lk`, email: 'eve@example.lk', message: 'Hello <b>there</b>' },
    });
    expect(res.status).toBe(200);
    const mail = (await localMail()).find((m) => m.subject.includes(marker));
    expect(mail?.subject).toBe(`Contact form: message from ${marker} Bcc: victim@example.lk`);
    expect(mail?.html).toContain('Hello &lt;b&gt;there&lt;/b&gt;');
  });

  it('serves only storage paths the server could have made: odd bytes and huge names are a 404, not a 500', async () => {
    for (const path of [
      '/storage/a%00b.png',
      `/storage/${'a'.repeat(5000)}.png`,
      '/api/storage/products/%2e%2e%2fx',
      '/storage/products/..%5cx',
    ]) {
      const res = await fetch(`${shopUrl()}${path}`);
      expect(res.status, path.slice(0, 40)).toBe(404);
    }
  });
});
