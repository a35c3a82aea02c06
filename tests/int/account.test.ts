import { describe, expect, it } from 'vitest';
import { api, login, registerCustomer } from '../support/api';

describe('GET /v2/user/ (A7)', () => {
  it('answers the flat profile object under both spellings', async () => {
    const c = await registerCustomer({ name: 'Chamara Silva' });
    for (const path of ['/v2/user/', '/v2/user']) {
      const res = await api(path, { token: c.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: c.id,
        name: 'Chamara Silva',
        email: c.email,
        phone: '0771234567',
        mobile: '0771234567',
        user_type: 'customer',
        profile_picture: 'default_avatar.png',
        city: null,
      });
      expect(res.body).not.toHaveProperty('data');
      expect(res.body).not.toHaveProperty('passwordHash');
    }
  });
});

describe('PUT /v2/users (A8)', () => {
  it('is a partial update under both spellings, keeps phone and mobile in step and answers the user with status', async () => {
    const c = await registerCustomer();
    const profile = await api('/v2/users', {
      method: 'PUT',
      token: c.token,
      body: { name: 'Kasun P.', phone: '0719998888' },
    });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      status: 'success',
      name: 'Kasun P.',
      phone: '0719998888',
      mobile: '0719998888',
      email: c.email,
    });

    const billing = {
      first_name: 'Kasun',
      last_name: 'Perera',
      country: 'Sri Lanka',
      company: '',
      address: '12 Temple Rd',
      apartment: '',
      city: 'Gampaha',
      state: 'Western',
      postal_code: '11000',
      mobile: '0770000000',
    };
    const saved = await api('/v2/users/', { method: 'PUT', token: c.token, body: billing });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      ...billing,
      company: null,
      apartment: null,
      phone: '0770000000',
      name: 'Kasun P.',
    });

    const me = await api('/v2/user/', { token: c.token });
    expect(me.body).toMatchObject({ city: 'Gampaha', first_name: 'Kasun', name: 'Kasun P.', mobile: '0770000000' });
  });

  it('refuses blank required fields and an unknown city with SPEC messages', async () => {
    const c = await registerCustomer();
    const res = await api('/v2/users', {
      method: 'PUT',
      token: c.token,
      body: { first_name: '', city: 'Atlantis', email: 'nope' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      first_name: ['First name is required.'],
      city: ['Please choose a city from the list.'],
      email: ['Please provide a valid email.'],
    });
    const me = await api('/v2/user', { token: c.token });
    expect(me.body.email).toBe(c.email);
  });

  it("refuses another account's e-mail as a 422 on email and keeps the old one", async () => {
    const a = await registerCustomer();
    const b = await registerCustomer();
    const res = await api('/v2/users', { method: 'PUT', token: b.token, body: { email: a.email } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: ['The email has already been taken.'] });
    expect((await api('/v2/user', { token: b.token })).body.email).toBe(b.email);
  });

  it('moves the e-mail: the new one signs in, the old one is free again', async () => {
    const a = await registerCustomer();
    const newEmail = `moved.${a.email}`;
    const res = await api('/v2/users', { method: 'PUT', token: a.token, body: { email: newEmail } });
    expect(res.status).toBe(200);
    expect(await login(newEmail, a.password)).toBeTypeOf('string');
    expect((await api('/v2/login', { method: 'POST', body: { email: a.email, password: a.password } })).status).toBe(
      401,
    );
    await registerCustomer({ email: a.email });
  });
});

describe('POST /v2/users/change-password/ (A9)', () => {
  it('reports a wrong current password as a field error', async () => {
    const c = await registerCustomer();
    const res = await api('/v2/users/change-password/', {
      method: 'POST',
      token: c.token,
      body: {
        current_password: 'nope-nope',
        new_password: 'Brand#New2026',
        new_password_confirmation: 'Brand#New2026',
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ current_password: ['The current password is incorrect.'] });
  });

  it('checks length and confirmation on the server', async () => {
    const c = await registerCustomer();
    const res = await api('/v2/users/change-password', {
      method: 'POST',
      token: c.token,
      body: { current_password: c.password, new_password: 'short', new_password_confirmation: 'other' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.new_password).toEqual(['Password must be at least 8 characters.']);
    expect(res.body.errors.new_password_confirmation).toEqual(['New password and confirm password do not match.']);
  });

  it('changes the password, keeps this session and ends all the others', async () => {
    const c = await registerCustomer();
    const other = await login(c.email, c.password);
    const res = await api('/v2/users/change-password/', {
      method: 'POST',
      token: c.token,
      body: { current_password: c.password, new_password: 'Brand#New2026', new_password_confirmation: 'Brand#New2026' },
    });
    expect(res.status).toBe(200);
    expect((await api('/v2/user', { token: c.token })).status).toBe(200);
    expect((await api('/v2/user', { token: other })).status).toBe(401);
    expect(await login(c.email, 'Brand#New2026')).toBeTypeOf('string');
  });
});
