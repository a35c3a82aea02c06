import { describe, expect, it } from 'vitest';
import { api, localMail, login, mailedResetCode, registerCustomer, uniqueEmail } from '../support/api';

describe('POST /v2/register (A3)', () => {
  it('creates a customer, signs them in and answers the contract body', async () => {
    const email = uniqueEmail();
    const res = await api('/v2/register', {
      method: 'POST',
      body: {
        name: 'Ruwan Jayasuriya',
        email,
        mobile: '0771234567',
        password: 'Grooming#2026',
        password_confirmation: 'Grooming#2026',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'success',
      token_type: 'Bearer',
      user: {
        name: 'Ruwan Jayasuriya',
        email,
        mobile: '0771234567',
        user_type: 'customer',
        role: null,
        profile_picture: 'default_avatar.png',
      },
    });
    expect(typeof res.body.user.id).toBe('number');
    expect(typeof res.body.access_token).toBe('string');
    const me = await api('/v2/user/', { token: res.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);
  });

  it('answers 422 with a field map of SPEC messages for bad input', async () => {
    const res = await api('/v2/register', {
      method: 'POST',
      body: { name: ' ', email: 'not-an-email', mobile: 'abc', password: 'short', password_confirmation: 'other' },
    });
    expect(res.status).toBe(422);
    expect(res.body.status).toBe('error');
    expect(res.body.errors).toEqual({
      name: ['Name is required.'],
      email: ['Please provide a valid email.'],
      mobile: ['Valid mobile number is required.'],
      password: ['Password must be at least 8 characters.'],
      password_confirmation: ['Passwords must match.'],
    });
    expect(res.body.message).toBe('Name is required.');
  });

  it('refuses missing fields and wrong types with 422, never 500', async () => {
    const empty = await api('/v2/register', { method: 'POST', body: {} });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual([
      'email',
      'mobile',
      'name',
      'password',
      'password_confirmation',
    ]);
    expect(empty.body.errors.password).toEqual(['Password is required.']);
    expect(empty.body.errors.password_confirmation).toEqual(['Please confirm your password.']);
    const wrongTypes = await api('/v2/register', {
      method: 'POST',
      body: { name: 5, email: [], mobile: {}, password: 12345678, password_confirmation: 12345678 },
    });
    expect(wrongTypes.status).toBe(422);
  });

  it('refuses a duplicate e-mail, whatever its case, as a 422 on email', async () => {
    const first = await registerCustomer();
    const res = await api('/v2/register', {
      method: 'POST',
      body: {
        name: 'Other',
        email: first.email.toUpperCase(),
        mobile: '0771234567',
        password: 'Grooming#2026',
        password_confirmation: 'Grooming#2026',
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('answers 400 with a message for a body that is not JSON', async () => {
    const res = await api('/v2/register', { method: 'POST', body: '{"name":' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', message: 'The request body must be a JSON object.' });
  });
});

describe('POST /v2/login (A1) and /v2/logout (A2)', () => {
  it('signs in with any e-mail case and returns the contract user', async () => {
    const c = await registerCustomer({ name: 'Dilan Fernando' });
    const res = await api('/v2/login', {
      method: 'POST',
      body: { email: c.email.toUpperCase(), password: c.password },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'success',
      token_type: 'Bearer',
      user: { id: c.id, name: 'Dilan Fernando', email: c.email, user_type: 'customer' },
    });
    expect(res.body.user).not.toHaveProperty('passwordHash');
  });

  it('answers 401 with a message for a wrong password and for an unknown e-mail alike', async () => {
    const c = await registerCustomer();
    const wrong = await api('/v2/login', { method: 'POST', body: { email: c.email, password: 'wrong-password' } });
    const unknown = await api('/v2/login', {
      method: 'POST',
      body: { email: uniqueEmail('nobody'), password: 'wrong-password' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ status: 'error', message: 'Invalid email or password.' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers 422 when a field is missing', async () => {
    const res = await api('/v2/login', { method: 'POST', body: { email: '' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: ['Please provide a valid email.'], password: ['Password is required.'] });
  });

  it('slows down repeated failures: the 6th attempt within 15 minutes is a 429, even with the right password', async () => {
    const c = await registerCustomer();
    for (let i = 0; i < 5; i++) {
      const res = await api('/v2/login', { method: 'POST', body: { email: c.email, password: `wrong-${i}` } });
      expect(res.status).toBe(401);
    }
    const blocked = await api('/v2/login', { method: 'POST', body: { email: c.email, password: c.password } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many failed sign-in attempts\. Please wait 15 minutes/);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('logout makes that token stop working at once and leaves other sessions alone', async () => {
    const c = await registerCustomer();
    const other = await login(c.email, c.password);
    const out = await api('/v2/logout', { method: 'POST', token: c.token });
    expect(out.status).toBe(200);
    expect(out.body.status).toBe('success');
    expect((await api('/v2/user', { token: c.token })).status).toBe(401);
    expect((await api('/v2/user', { token: other })).status).toBe(200);
  });

  it('logout without a token is a 401 with a JSON body', async () => {
    const res = await api('/v2/logout', { method: 'POST' });
    expect(res.status).toBe(401);
    expect(res.body.status).toBe('error');
  });
});

describe('forgot password (A4-A6)', () => {
  it('mails a 6-digit code, verifies it, resets the password and ends every session', async () => {
    const c = await registerCustomer();
    const second = await login(c.email, c.password);
    const sent = await api('/v2/forgot-password', { method: 'POST', body: { email: c.email } });
    expect(sent.status).toBe(200);
    const code = await mailedResetCode(c.email);
    const mail = (await localMail()).find((m) => m.to.includes(c.email))!;
    expect(mail.subject).toContain(code);
    expect(mail.html).toContain(code);

    const verified = await api('/v2/verify-reset-code', { method: 'POST', body: { email: c.email, code } });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('Code verified successfully');

    const reset = await api('/v2/reset-password', {
      method: 'POST',
      body: { email: c.email, code, password: 'NewBeard#2026', password_confirmation: 'NewBeard#2026' },
    });
    expect(reset.status).toBe(200);
    expect((await api('/v2/user', { token: c.token })).status).toBe(401);
    expect((await api('/v2/user', { token: second })).status).toBe(401);
    expect((await api('/v2/login', { method: 'POST', body: { email: c.email, password: c.password } })).status).toBe(
      401,
    );
    expect(
      (await api('/v2/login', { method: 'POST', body: { email: c.email, password: 'NewBeard#2026' } })).status,
    ).toBe(200);
    // the code is used up
    const again = await api('/v2/reset-password', {
      method: 'POST',
      body: { email: c.email, code, password: 'Another#2026', password_confirmation: 'Another#2026' },
    });
    expect(again.status).toBe(422);
  });

  it('answers an unknown e-mail exactly like a known one and mails nothing', async () => {
    const known = await registerCustomer();
    const unknownEmail = uniqueEmail('ghost');
    const a = await api('/v2/forgot-password', { method: 'POST', body: { email: known.email } });
    const b = await api('/v2/forgot-password', { method: 'POST', body: { email: unknownEmail } });
    expect(a.status).toBe(b.status);
    expect(a.body.message.replace(known.email, 'X')).toBe(b.body.message.replace(unknownEmail, 'X'));
    expect((await localMail()).some((m) => m.to.includes(unknownEmail))).toBe(false);
    const verify = await api('/v2/verify-reset-code', {
      method: 'POST',
      body: { email: unknownEmail, code: '123456' },
    });
    expect(verify.status).toBe(422);
  });

  it('sends a new code at most once a minute per e-mail', async () => {
    const c = await registerCustomer();
    expect((await api('/v2/forgot-password', { method: 'POST', body: { email: c.email } })).status).toBe(200);
    const again = await api('/v2/forgot-password', { method: 'POST', body: { email: c.email } });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/less than a minute ago/);
  });

  it('allows at most 5 checks of a code, then refuses even the right one', async () => {
    const c = await registerCustomer();
    await api('/v2/forgot-password', { method: 'POST', body: { email: c.email } });
    const code = await mailedResetCode(c.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await api('/v2/verify-reset-code', { method: 'POST', body: { email: c.email, code: wrong } });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Invalid verification code. Please try again.');
    }
    const right = await api('/v2/verify-reset-code', { method: 'POST', body: { email: c.email, code } });
    expect(right.status).toBe(422);
    expect(right.body.errors.code[0]).toMatch(/expired or was tried too many times/);
  });

  it('checks the new password on the server: at least 8 characters and confirmed', async () => {
    const c = await registerCustomer();
    await api('/v2/forgot-password', { method: 'POST', body: { email: c.email } });
    const code = await mailedResetCode(c.email);
    const short = await api('/v2/reset-password', {
      method: 'POST',
      body: { email: c.email, code, password: 'short', password_confirmation: 'short' },
    });
    expect(short.status).toBe(422);
    expect(short.body.errors.password).toEqual(['Password must be at least 8 characters.']);
    const missing = await api('/v2/verify-reset-code', { method: 'POST', body: { email: c.email } });
    expect(missing.body.errors.code).toEqual(['Verification code is required.']);
  });
});
