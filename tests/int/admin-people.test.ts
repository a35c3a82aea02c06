import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, login, registerCustomer, uniqueEmail } from '../support/api';
import { accountDeletionStoppedEarly, createTestProduct } from '../support/direct';
import { customerWhoReceived, postReview, review, reviewsOf } from '../support/reviews';

const member = (over: Record<string, unknown> = {}) => ({
  firstName: 'Nimal',
  lastName: 'Silva',
  mobile: '071 234 5678',
  email: uniqueEmail('staff'),
  company: 'Kesara',
  password: 'secret1',
  ...over,
});

describe('staff (B9-B11, GET/DELETE /v2/staff/{id})', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken();
  });

  it('validates with the modal messages of SPEC section 5', async () => {
    const empty = await api('/v2/staff', { method: 'POST', token: admin, body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      mobile: ['Mobile number is required'],
      email: ['Email is required'],
      company: ['Company is required'],
      password: ['Password is required'],
    });
    const bad = await api('/v2/staff', {
      method: 'POST',
      token: admin,
      body: member({ mobile: '071 234 567', email: 'nimal@', password: '12345' }),
    });
    expect(bad.body.errors).toEqual({
      mobile: ['Please enter a valid 10-digit mobile number'],
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 6 characters long'],
    });
  });

  it('adds a member who signs in as staff; duplicate e-mails of any account are a 422; the list never has a password', async () => {
    const body = member({ firstName: 'Ruwan', lastName: 'Jaya' });
    const res = await api('/v2/staff', { method: 'POST', token: admin, body });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      firstName: 'Ruwan',
      lastName: 'Jaya',
      mobile: '0712345678',
      email: body.email,
      company: 'Kesara',
    });
    const signIn = await api('/v2/login', { method: 'POST', body: { email: body.email, password: 'secret1' } });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toMatchObject({ name: 'Ruwan Jaya', user_type: 'staff' });

    const customer = await registerCustomer();
    for (const email of [body.email.toUpperCase(), customer.email]) {
      const dup = await api('/v2/staff', { method: 'POST', token: admin, body: member({ email }) });
      expect(dup.status).toBe(422);
      expect(dup.body.errors).toEqual({ email: ['The email has already been taken.'] });
    }

    const list = await api(`/v2/admin/staff/paginated?page=1&limit=10&search=${encodeURIComponent('ruwan JAYA')}`, {
      token: admin,
    });
    expect(list.body.status).toBe('success');
    expect(list.body.data.staff).toEqual([res.body.data]);
    expect(list.body.data.pagination).toMatchObject({ currentPage: 1, totalPages: 1, totalStaff: 1, limit: 10 });
    expect(JSON.stringify(list.body)).not.toMatch(/password|scrypt/i);
    const all = await api('/v2/admin/staff/paginated?page=1&limit=2', { token: admin });
    expect(all.body.data.staff.length).toBeLessThanOrEqual(2);
    expect(all.body.data.pagination.totalPages).toBe(Math.ceil(all.body.data.pagination.totalStaff / 2));
  });

  it('edit: a blank password keeps it; a new one ends their sessions; GET and DELETE by id', async () => {
    const body = member();
    const id = (await api('/v2/staff', { method: 'POST', token: admin, body })).body.data.id;
    const session = await login(body.email, 'secret1');
    const keep = await api(`/v2/staff/${id}`, {
      method: 'PUT',
      token: admin,
      body: { ...body, company: 'Kesara Colombo', password: '' },
    });
    expect(keep.status).toBe(200);
    expect(keep.body.data.company).toBe('Kesara Colombo');
    expect((await api('/v2/orders/all?page=1', { token: session })).status).toBe(200);
    expect(
      (await api('/v2/staff/' + id, { method: 'PUT', token: admin, body: { ...body, password: 'abc' } })).body.errors,
    ).toEqual({ password: ['Password must be at least 6 characters long'] });

    const changed = await api(`/v2/staff/${id}`, {
      method: 'PUT',
      token: admin,
      body: { ...body, password: 'newsecret' },
    });
    expect(changed.status).toBe(200);
    expect((await api('/v2/orders/all?page=1', { token: session })).status).toBe(401);
    expect((await api('/v2/login', { method: 'POST', body: { email: body.email, password: 'secret1' } })).status).toBe(
      401,
    );
    const fresh = await login(body.email, 'newsecret');

    expect((await api(`/v2/staff/${id}`, { token: admin })).body).toEqual({
      status: 'success',
      data: expect.objectContaining({ id, company: 'Kesara', mobile: '0712345678' }),
    });
    const customer = await registerCustomer();
    expect((await api(`/v2/staff/${customer.id}`, { token: admin })).status).toBe(404);
    expect((await api(`/v2/staff/${customer.id}`, { method: 'DELETE', token: admin })).status).toBe(404);

    const gone = await api(`/v2/staff/${id}`, { method: 'DELETE', token: admin });
    expect(gone.body.status).toBe('success');
    expect((await api('/v2/orders/all?page=1', { token: fresh })).status).toBe(401);
    expect(
      (await api('/v2/login', { method: 'POST', body: { email: body.email, password: 'newsecret' } })).status,
    ).toBe(401);
    expect((await api(`/v2/staff/${id}`, { token: admin })).status).toBe(404);
  });
});

describe('users (B8 and /v2/users/{n})', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken();
  });

  it('B8 lists customers only, searched by name, e-mail or phone, 10 a page', async () => {
    const tag = `Zx${Date.now().toString(36)}`;
    const made = [];
    for (let i = 0; i < 11; i++)
      made.push(await registerCustomer({ name: `${tag} Customer ${i}`, mobile: `07700${String(i).padStart(5, '0')}` }));
    const res = await api(`/v2/admin/users/paginated?page=1&search=${tag.toLowerCase()}`, { token: admin });
    expect(res.body.status).toBe('success');
    expect(res.body.data.pagination).toMatchObject({ currentPage: 1, totalPages: 2, totalUsers: 11 });
    expect(res.body.data.users[0]).toEqual({
      id: made[10].id,
      fullName: `${tag} Customer 10`,
      email: made[10].email,
      phone: '0770000010',
      address: '-',
      registrationDate: expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/),
    });
    const byEmail = await api(
      `/v2/admin/users/paginated?page=1&search=${encodeURIComponent(made[3].email.toUpperCase())}`,
      { token: admin },
    );
    expect(byEmail.body.data.users.map((u: { id: number }) => u.id)).toEqual([made[3].id]);
    const byPhone = await api(`/v2/admin/users/paginated?search=0770000007`, { token: admin });
    expect(byPhone.body.data.users.map((u: { id: number }) => u.id)).toContain(made[7].id);
    const staffOrAdmin = await api('/v2/admin/users/paginated?search=admin%40kesara.lk', { token: admin });
    expect(staffOrAdmin.body.data.users).toEqual([]);
  });

  it('POST, GET, PUT and DELETE /v2/users/{n}; the customer self-update PUT /v2/users is untouched', async () => {
    const email = uniqueEmail();
    const created = await api('/v2/users', {
      method: 'POST',
      token: admin,
      body: { name: 'Made By Admin', email, mobile: '0779998887', password: 'Grooming#2026' },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(
      (
        await api('/v2/users', {
          method: 'POST',
          token: admin,
          body: { name: 'X', email, mobile: '0779998887', password: 'Grooming#2026' },
        })
      ).body.errors,
    ).toEqual({ email: ['The email has already been taken.'] });
    expect(
      (await api('/v2/users', { method: 'POST', token: admin, body: { name: '', email: 'x', password: 'short' } }))
        .status,
    ).toBe(422);

    const token = await login(email, 'Grooming#2026');
    expect((await api('/v2/users', { method: 'PUT', token, body: { name: 'Self Edit' } })).body.name).toBe('Self Edit');
    const got = await api(`/v2/users/${id}`, { token: admin });
    expect(got.body).toMatchObject({
      status: 'success',
      data: { id, fullName: 'Self Edit', email, phone: '0779998887' },
    });
    expect(JSON.stringify(got.body)).not.toMatch(/passwordHash|scrypt/);

    const edited = await api(`/v2/users/${id}`, {
      method: 'PUT',
      token: admin,
      body: { name: 'Admin Edit', city: 'Kandy' },
    });
    expect(edited.body.data).toMatchObject({ fullName: 'Admin Edit', city: 'Kandy' });
    expect((await api(`/v2/users/${id}`, { method: 'PUT', token: admin, body: { city: 'Atlantis' } })).status).toBe(
      422,
    );
    expect((await api('/v2/users/1', { token: admin })).status).toBe(404); // the first account is the admin, not a customer

    const deleted = await api(`/v2/users/${id}`, { method: 'DELETE', token: admin });
    expect(deleted.body.status).toBe('success');
    expect((await api('/v2/user/', { token })).status).toBe(401);
    expect((await api(`/v2/users/${id}`, { token: admin })).status).toBe(404);
    // The e-mail is free again.
    expect(
      (
        await api('/v2/register', {
          method: 'POST',
          body: {
            name: 'Back Again',
            email,
            mobile: '0771234567',
            password: 'Grooming#2026',
            password_confirmation: 'Grooming#2026',
          },
        })
      ).status,
    ).toBe(201);
  });

  it('runs a deletion stopped after its first steps again until it finishes, even once its e-mail signed up again', async () => {
    const p = await createTestProduct({ stock: 10 });
    const c = await customerWhoReceived([p.id]);
    expect((await postReview(c, p.id, review({ rating: 2 }))).status).toBe(201);
    await accountDeletionStoppedEarly(c.id);
    // Stopped: nobody signs in as the account any more, and the back-office still finds it to delete it again.
    expect((await api('/v2/user/', { token: c.token })).status).toBe(401);
    expect((await api('/v2/login', { method: 'POST', body: { email: c.email, password: c.password } })).status).toBe(
      401,
    );
    expect((await api(`/v2/users/${c.id}`, { token: admin })).status).toBe(200);
    const newcomer = await registerCustomer({ email: c.email });

    const deleted = await api(`/v2/users/${c.id}`, { method: 'DELETE', token: admin });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await api(`/v2/users/${c.id}`, { token: admin })).status).toBe(404);
    expect((await reviewsOf(p.id)).summary.count).toBe(0);
    // The e-mail stays the newcomer's.
    expect((await api('/v2/user/', { token: await login(c.email, newcomer.password) })).body.id).toBe(newcomer.id);
  });
});
