import { describe, expect, it } from 'vitest';
import { routes } from '../../shared/routes';
import { adminToken, api, registerCustomer, shopUrl } from '../support/api';
import { createStaffMember } from '../support/direct';

const samplePath = (path: string) => path.replace(/^\/api/, '').replace(/\{[^}]+\}/g, '1');

describe('authorization by the route table (contract 0.2, 0.3)', () => {
  const protectedRoutes = routes.filter((r) => r.access !== 'public');

  it.each(protectedRoutes.map((r) => [r.id, r] as const))(
    '%s: no token and a bad token are 401 with a JSON body',
    async (_id, route) => {
      for (const token of [undefined, 'not-a-token', 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiIxIn0.c2ln']) {
        const res = await api(samplePath(route.path), {
          method: route.method,
          token,
          body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ status: 'error', message: expect.any(String) });
      }
    },
  );

  it('a valid token with the wrong role is 403: admin and staff on customer routes', async () => {
    const staffEmail = `staff.${Date.now()}@kesara.lk`;
    await createStaffMember(staffEmail, 'Staff#2026');
    const staff = (await api('/v2/login', { method: 'POST', body: { email: staffEmail, password: 'Staff#2026' } })).body
      .access_token;
    const admin = await adminToken();
    for (const route of routes.filter((r) => r.access === 'customer')) {
      for (const token of [staff, admin]) {
        const res = await api(samplePath(route.path), {
          method: route.method,
          token,
          body: route.method === 'GET' ? undefined : {},
        });
        expect(res.status, route.id).toBe(403);
        expect(res.body.status).toBe('error');
      }
    }
  });

  it('public routes ignore a stale or bad token', async () => {
    const res = await api('/v2/login', {
      method: 'POST',
      token: 'stale.token.here',
      body: { email: 'nobody@example.lk', password: 'whatever1' },
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid email or password.');
    const forgot = await api('/v2/forgot-password', {
      method: 'POST',
      token: 'stale',
      body: { email: `x${Date.now()}@example.lk` },
    });
    expect(forgot.status).toBe(200);
  });
});

describe('paths and CORS', () => {
  it('answers the trailing-slash spellings of the contract without redirecting', async () => {
    const c = await registerCustomer();
    for (const path of ['/v2/user/', '/v2/user']) expect((await api(path, { token: c.token })).status).toBe(200);
    for (const path of ['/v2/users/', '/v2/users'])
      expect((await api(path, { method: 'PUT', token: c.token, body: { name: 'A B' } })).status).toBe(200);
    for (const path of ['/v2/users/change-password/', '/v2/users/change-password']) {
      expect((await api(path, { method: 'POST', token: c.token, body: {} })).status).toBe(422);
    }
  });

  it('unknown API paths are a JSON 404, never the SPA', async () => {
    const res = await api('/v2/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 'error', message: 'Not found.' });
  });

  it('answers a preflight on every route with the exact allowed origin and credentials', async () => {
    for (const route of routes) {
      const res = await fetch(`${shopUrl()}${samplePath(route.path).replace(/^/, '/api')}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': route.method,
          'access-control-request-headers': 'authorization,content-type,x-http-method-override',
        },
      });
      expect(res.status, route.id).toBeLessThan(300);
      expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('access-control-allow-headers')).toMatch(/X-HTTP-Method-Override/i);
      expect(res.headers.get('access-control-allow-methods')).toMatch(/DELETE/);
    }
  });

  it("allows a guest checkout's Idempotency-Key from an allowed origin (issue 32)", async () => {
    const res = await fetch(`${shopUrl()}/api/v2/guest/checkout`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const allowed = res.headers
      .get('access-control-allow-headers')!
      .split(',')
      .map((h) => h.trim().toLowerCase());
    expect(allowed).toEqual(expect.arrayContaining(['content-type', 'idempotency-key']));
  });

  it('echoes an allowed origin on credentialed calls and says nothing to other origins', async () => {
    const allowed = await api('/v2/login', { method: 'POST', headers: { origin: 'http://localhost:5173' }, body: {} });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await api('/v2/login', { method: 'POST', headers: { origin: 'https://evil.example' }, body: {} });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves /api/health and the local mail box', async () => {
    expect(await (await fetch(`${shopUrl()}/api/health`)).json()).toEqual({ status: 'success' });
    const mail = await fetch(`${shopUrl()}/_local/mail.json`);
    expect(Array.isArray(await mail.json())).toBe(true);
    const page = await fetch(`${shopUrl()}/_local/mail`);
    expect(await page.text()).toContain('Mail sent by the local shop');
  });
});
