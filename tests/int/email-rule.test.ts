import { describe, expect, it } from 'vitest';
import { adminToken, api, localMail, registerCustomer, uniqueEmail } from '../support/api';
import { placeOrder } from '../support/admin';
import { REFUSED_EMAILS } from '../support/email-cases';

/** Issue 23, defect 2: every place an address enters keeps the one rule the mail queue keeps. */
const INVALID = 'Please provide a valid email.';
const register = (email: string) =>
  api('/v2/register', {
    method: 'POST',
    body: {
      name: 'Dilan Jayasuriya',
      email,
      mobile: '0771234567',
      password: 'Grooming#2026',
      password_confirmation: 'Grooming#2026',
    },
  });
const contact = (email: string, message = 'Do you ship to Jaffna?') =>
  api('/v2/contact/sendMessage', { method: 'POST', body: { fullName: 'Eve', email, message } });

describe('one e-mail rule at every door', () => {
  it.each(REFUSED_EMAILS)('sign-up, contact, forgot-password and profile refuse %s', async (_, email) => {
    const c = await registerCustomer();
    for (const res of [
      await register(email),
      await contact(email),
      await api('/v2/forgot-password', { method: 'POST', body: { email } }),
      await api('/v2/users', { method: 'PUT', token: c.token, body: { email } }),
    ]) {
      expect(res.status).toBe(422);
      expect(res.body.errors.email).toEqual([INVALID]);
    }
  });

  it('addresses that look like an existing account are refused or name that account', async () => {
    const owner = await registerCustomer({ email: uniqueEmail('owner') });
    const [local, domain] = owner.email.split('@');
    const fullwidth = [...local]
      .map((ch) => (/[a-z0-9]/.test(ch) ? String.fromCharCode(ch.charCodeAt(0) + 0xfee0) : ch))
      .join('');
    expect((await register(`${fullwidth}@${domain}`)).body.errors.email).toEqual(['The email has already been taken.']);
    expect((await register(` ${owner.email.toUpperCase()} `)).body.errors.email).toEqual([
      'The email has already been taken.',
    ]);
    for (const lookalike of [
      `${owner.email}\u0000`,
      `${local}\u200b@${domain}`,
      `${owner.email}.`,
      `${local.replace('e', '\u0435')}@${domain}`,
    ]) {
      expect((await register(lookalike)).body.errors.email).toEqual([INVALID]);
    }
  });

  it('an accepted address with a plus tag and an apostrophe gets its order and status mails', async () => {
    const email = uniqueEmail("o'brien+orders");
    const c = await registerCustomer({ email });
    const order = await placeOrder(c, [[1, 1]]);
    const admin = await adminToken();
    expect(
      (await api(`/v2/order/${order.id}`, { method: 'PUT', token: admin, body: { status: 'processing' } })).status,
    ).toBe(200);
    const mine = (await localMail()).filter((m) => m.to.includes(email));
    expect(mine.filter((m) => / is confirmed$/.test(m.subject))).toHaveLength(1);
    expect(mine.filter((m) => / is being prepared - /.test(m.subject))).toHaveLength(1);
  });

  it('a contact message is answered sent only when its mail reaches the queue, and the mail arrives', async () => {
    const marker = `Rule ${Date.now()}`;
    const res = await contact("o'brien+shop@example.lk", marker);
    expect(res.body).toEqual({ success: true, status: 'success', message: 'Your message has been sent successfully!' });
    expect((await localMail()).find((m) => m.text.includes(marker))?.to).toEqual(['hello@kesara.lk']);
  });
});
