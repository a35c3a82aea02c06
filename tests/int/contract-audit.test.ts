import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../shared/routes';
import type { RouteDef } from '../../shared/routes/types';
import { adminToken, api, registerCustomer, shopUrl, type Customer } from '../support/api';
import { placeOrder, staffToken } from '../support/admin';
import { createTestProduct, TINY_PNG, useShopBackend } from '../support/direct';

/**
 * Promises of the API contract (docs/api/README.md) that no other integration test pins: each test names the section
 * of docs/api that it holds the server to.
 */
const OLD_CLIENT = 'http://localhost:5173';
const samplePath = (route: RouteDef, id = '987654321') => route.path.replace(/^\/api/, '').replace(/\{[^}]+\}/g, id);
const hasBody = (route: RouteDef) => route.method === 'POST' || route.method === 'PUT';

/** A token that was valid for this customer's live session, but expired a day ago. */
async function expiredTokenOf(c: Customer): Promise<string> {
  useShopBackend();
  const { issueToken } = await import('../../functions/domain/auth/tokens');
  const { sid } = JSON.parse(Buffer.from(c.token.split('.')[1], 'base64url').toString());
  return issueToken(c.id, sid, 'customer', Date.now() - 8 * 24 * 3600 * 1000);
}

describe('0.2 tokens: public routes ignore a stale one, protected routes answer it with a JSON 401', () => {
  let expired: string;
  beforeAll(async () => {
    expired = await expiredTokenOf(await registerCustomer());
  });

  it.each(routes.filter((r) => r.access === 'public').map((r) => [r.id, r] as const))(
    '%s answers an expired token as if there were none',
    async (_id, route) => {
      const call = (token?: string) =>
        api(samplePath(route, '1'), { method: route.method, token, body: hasBody(route) ? {} : undefined });
      const [without, withExpired] = [await call(), await call(expired)];
      expect(withExpired.status).not.toBe(401);
      expect(withExpired.status).toBe(without.status);
    },
  );

  it('protected routes answer an expired token of a live session with 401 and a JSON body', async () => {
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const res = await api(samplePath(route), {
        method: route.method,
        token: expired,
        body: hasBody(route) ? {} : undefined,
      });
      expect(res.status, route.id).toBe(401);
      expect(res.body).toMatchObject({ status: 'error', message: expect.any(String) });
    }
  });
});

describe('0.2 CORS for the credentialed old client', () => {
  it('preflights the trailing-slash spellings of 0.1 like their plain paths', async () => {
    for (const [path, method] of [
      ['/api/v2/user/', 'GET'],
      ['/api/v2/users/', 'PUT'],
      ['/api/v2/users/change-password/', 'POST'],
    ]) {
      const res = await fetch(`${shopUrl()}${path}`, {
        method: 'OPTIONS',
        redirect: 'manual',
        headers: {
          origin: OLD_CLIENT,
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(res.status, path).toBeLessThan(300);
      expect(res.headers.get('access-control-allow-origin')).toBe(OLD_CLIENT);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('access-control-allow-methods')).toContain(method);
    }
  });

  it('error answers carry the exact origin too, so the client can read error.response (0.3): 401, 403, 404, 422', async () => {
    const customer = await registerCustomer();
    const calls = [
      { status: 401, res: await api('/v2/wishlist', { headers: { origin: OLD_CLIENT } }) },
      {
        status: 403,
        res: await api('/v2/admin/dashboard', {
          method: 'POST',
          token: customer.token,
          headers: { origin: OLD_CLIENT },
          body: { period: 'monthly' },
        }),
      },
      { status: 404, res: await api('/v2/product/999999999', { headers: { origin: OLD_CLIENT } }) },
      { status: 404, res: await api('/v2/no-such-route', { headers: { origin: OLD_CLIENT } }) },
      {
        status: 422,
        res: await api('/v2/cart/add', {
          method: 'POST',
          token: customer.token,
          headers: { origin: OLD_CLIENT },
          body: { product_id: 1, quantity: 0 },
        }),
      },
    ];
    for (const { status, res } of calls) {
      expect(res.status).toBe(status);
      expect(res.headers.get('access-control-allow-origin')).toBe(OLD_CLIENT);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.body).toMatchObject({ status: 'error', message: expect.any(String) });
    }
  });
});

describe('bad input is a 4xx in the envelope, never a 500 (DESIGN "Rules the server keeps", 0.4)', () => {
  const WRONG_TYPES = Object.fromEntries(
    [
      'email',
      'password',
      'name',
      'mobile',
      'phone',
      'city',
      'code',
      'current_password',
      'new_password',
      'fullName',
      'message',
      'category',
      'priceRange',
      'product_id',
      'quantity',
      'payment_method',
      'first_name',
      'period',
      'page',
      'search',
      'status',
      'firstName',
      'company',
    ].map((k, i) => [k, i % 2 ? [k] : { [k]: 1 }]),
  );
  let tokens: Record<RouteDef['access'], string | undefined>;
  beforeAll(async () => {
    const customer = (await registerCustomer()).token;
    tokens = {
      public: undefined,
      'signed-in': customer,
      customer,
      staff: undefined,
      'staff+admin': (await staffToken()).token,
      admin: await adminToken(),
    };
  });

  it.each(routes.filter(hasBody).map((r) => [r.id, r] as const))(
    '%s: a body that is not a JSON object is a 4xx; wrong types are never a 500',
    async (_id, route) => {
      const call = (body: unknown) =>
        api(samplePath(route), { method: route.method, token: tokens[route.access], body });
      // Multipart routes get the same text: they must refuse it as a 4xx too.
      for (const body of ['{"email":', '[1,2]', 'null', '"text"']) {
        const res = await call(body);
        expect([res.status >= 400 && res.status < 500, body]).toEqual([true, body]);
        expect(res.body).toMatchObject({ status: 'error', message: expect.any(String) });
      }
      // Routes that read none of these fields may answer 2xx; the others must refuse them in the envelope.
      const wrong = await call(WRONG_TYPES);
      expect(wrong.status).toBeLessThan(500);
      if (wrong.status >= 400) expect(wrong.body).toMatchObject({ status: 'error', message: expect.any(String) });
    },
  );

  it('a path with a malformed percent-escape is a JSON 404, on the API and on both storage prefixes', async () => {
    for (const path of [
      '/api/v2/product/%E0%A4%A',
      '/api/v2/wishlist/%ZZ',
      '/storage/products/%E0%A4%A.jpg',
      '/api/storage/%ZZ.png',
    ]) {
      const res = await fetch(`${shopUrl()}${path}`, { method: path.includes('wishlist') ? 'DELETE' : 'GET' });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ status: 'error', message: expect.any(String) });
    }
  });
});

describe('A1, A8: the profile the old client keeps', () => {
  it('A8: the profile card sends the user\'s own e-mail back (in any case) with name and phone: a 200, not "taken"', async () => {
    const c = await registerCustomer();
    for (const email of [c.email, c.email.toUpperCase()]) {
      const res = await api('/v2/users', {
        method: 'PUT',
        token: c.token,
        body: { name: 'Kasun Perera', email, phone: '0712223333' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'success', email: c.email, phone: '0712223333', mobile: '0712223333' });
    }
  });

  it('A1: after an avatar upload, the login user carries the relative profile_picture (6.14)', async () => {
    const c = await registerCustomer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'me.png');
    expect((await api('/v2/users/images/upload', { method: 'POST', token: c.token, body: form })).body.status).toBe(
      'success',
    );
    const { user } = (await api('/v2/login', { method: 'POST', body: { email: c.email, password: c.password } })).body;
    expect(user.profile_picture).toMatch(/^profile_pictures\/[^/]+\.png$/);
    expect(user.profile_picture).toBe((await api('/v2/user/', { token: c.token })).body.profile_picture);
  });
});

describe('S11 and 6.6: which order statuses each tab of My Orders shows', () => {
  it('pending holds pending, processing and shipped; complete holds delivered; canceled is in neither', async () => {
    const staff = (await staffToken()).token;
    const p = await createTestProduct({ name: 'Tab Oil', stock: 50 });
    const c = await registerCustomer();
    const statuses = ['pending', 'processing', 'shipped', 'delivered', 'canceled'] as const;
    const ids: Record<string, number> = {};
    for (const status of statuses) {
      ids[status] = (await placeOrder(c, [[p.id, 1]])).id;
      if (status !== 'pending')
        expect((await api(`/v2/order/${ids[status]}`, { method: 'PUT', token: staff, body: { status } })).status).toBe(
          200,
        );
    }
    const tab = async (name: string) => {
      const res = await api(`/v2/user/orders?status=${name}`, { token: c.token });
      expect(res.body.status).toBe('success');
      return new Set(res.body.data.map((l: { order_id: number }) => l.order_id));
    };
    expect(await tab('pending')).toEqual(new Set([ids.pending, ids.processing, ids.shipped]));
    expect(await tab('complete')).toEqual(new Set([ids.delivered]));
  });
});

describe('6.9 pagination: a page past the last is an empty list with the right totals', () => {
  it('B2, B7, B8 and B9 keep their totals and echo the page', async () => {
    const admin = await adminToken();
    const lists = [
      {
        call: (page: number) => api('/v2/admin/all_products', { method: 'POST', token: admin, body: { page } }),
        items: 'products',
        total: 'totalProducts',
      },
      {
        call: (page: number) => api(`/v2/orders/history?page=${page}`, { token: admin }),
        items: 'orders',
        total: 'totalOrders',
      },
      {
        call: (page: number) => api(`/v2/admin/users/paginated?page=${page}`, { token: admin }),
        items: 'users',
        total: 'totalUsers',
      },
      {
        call: (page: number) => api(`/v2/admin/staff/paginated?page=${page}&limit=10`, { token: admin }),
        items: 'staff',
        total: 'totalStaff',
      },
    ];
    for (const { call, items, total } of lists) {
      // Other test files add products, orders and users meanwhile: the two reads are taken again (a few times)
      // until no write came between them, so the totals compared are one moment's.
      let first, beyond;
      for (let attempt = 1; ; attempt++) {
        first = (await call(1)).body;
        beyond = await call(first.data.pagination.totalPages + 1);
        const again = (await call(1)).body;
        if (again.data.pagination[total] === first.data.pagination[total] || attempt === 5) break;
      }
      expect(first.status).toBe('success');
      const { pagination } = first.data;
      expect(beyond.status, items).toBe(200);
      expect(beyond.body.status).toBe('success');
      expect(beyond.body.data[items]).toEqual([]);
      expect(beyond.body.data.pagination).toMatchObject({
        currentPage: pagination.totalPages + 1,
        totalPages: pagination.totalPages,
        [total]: pagination[total],
      });
    }
  });
});
