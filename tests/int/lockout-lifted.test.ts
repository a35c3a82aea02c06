import { describe, expect, it } from 'vitest';
import { adminToken, api, mailedResetCode, registerCustomer, uniqueEmail } from '../support/api';

/** Issue 23, defect 1: a new password (a reset, a change, an admin's for staff) lifts the sign-in lockout. */
const signIn = (email: string, password: string) => api('/v2/login', { method: 'POST', body: { email, password } });

async function lockOut(email: string): Promise<void> {
  // Any letter case names the same account, as the attack used.
  const spellings = [email, email.toUpperCase(), email, email.toUpperCase(), email];
  for (const spelling of spellings) expect((await signIn(spelling, 'wrong-password')).status).toBe(401);
  expect((await signIn(email, 'wrong-password')).status).toBe(429);
}

describe('the sign-in lockout ends with a new password', () => {
  it('five wrong passwords, a reset, then the new password signs in (200)', async () => {
    const c = await registerCustomer();
    await lockOut(c.email);
    expect((await signIn(c.email, c.password)).status).toBe(429);

    expect((await api('/v2/forgot-password', { method: 'POST', body: { email: c.email.toUpperCase() } })).status).toBe(
      200,
    );
    const code = await mailedResetCode(c.email);
    const reset = await api('/v2/reset-password', {
      method: 'POST',
      body: { email: c.email, code, password: 'NewBeard#2026', password_confirmation: 'NewBeard#2026' },
    });
    expect(reset.body.message).toBe('Password successfully reset. You can now login with your new password.');

    const after = await signIn(c.email, 'NewBeard#2026');
    expect(after.status).toBe(200);
    expect(after.body.message).toBe('Login successful');
  });

  it('a wrong reset code lifts nothing', async () => {
    const c = await registerCustomer();
    await lockOut(c.email);
    await api('/v2/forgot-password', { method: 'POST', body: { email: c.email } });
    const code = await mailedResetCode(c.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await api('/v2/reset-password', {
      method: 'POST',
      body: { email: c.email, code: wrong, password: 'NewBeard#2026', password_confirmation: 'NewBeard#2026' },
    });
    expect(refused.status).toBe(422);
    expect((await signIn(c.email, c.password)).status).toBe(429);
  });

  it('a signed-in customer who changes the password lifts a lockout made elsewhere', async () => {
    const c = await registerCustomer();
    await lockOut(c.email);
    const changed = await api('/v2/users/change-password/', {
      method: 'POST',
      token: c.token,
      body: { current_password: c.password, new_password: 'Changed#2026', new_password_confirmation: 'Changed#2026' },
    });
    expect(changed.status).toBe(200);
    expect((await signIn(c.email, 'Changed#2026')).status).toBe(200);
  });

  it("an admin's new password for a locked-out staff member lets them sign in", async () => {
    const admin = await adminToken();
    const body = {
      firstName: 'Nimal',
      lastName: 'Silva',
      mobile: '0712345678',
      email: uniqueEmail('staff'),
      company: 'Kesara',
      password: 'secret1',
    };
    const id = (await api('/v2/staff', { method: 'POST', token: admin, body })).body.data.id;
    await lockOut(body.email);
    // A save that keeps the password keeps the lockout.
    expect(
      (await api(`/v2/staff/${id}`, { method: 'PUT', token: admin, body: { ...body, password: '' } })).status,
    ).toBe(200);
    expect((await signIn(body.email, 'secret1')).status).toBe(429);

    expect(
      (await api(`/v2/staff/${id}`, { method: 'PUT', token: admin, body: { ...body, password: 'newsecret' } })).status,
    ).toBe(200);
    expect((await signIn(body.email, 'newsecret')).status).toBe(200);
  });
});
