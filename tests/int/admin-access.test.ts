import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDef } from '../../shared/routes';
import { roleAllowed, USER_TYPES, type UserType } from '../../shared/routes/access';
import { adminRoutes as adminEntries } from '../../shared/routes/admin';
import { adminToken, api, registerCustomer } from '../support/api';
import { staffToken } from '../support/admin';

/** Ids no test makes, so that an allowed call reaches the handler without touching anyone's data. */
const samplePath = (path: string) => path.replace(/^\/api/, '').replace(/\{[^}]+\}/g, '987654321');
const adminRoutes = routes.filter((route) => adminEntries.some((entry) => entry.id === route.id));
const call = (route: RouteDef, token?: string) =>
  api(samplePath(route.path), {
    method: route.method,
    token,
    body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
  });

describe('back-office authorization matrix (SPEC section 6)', () => {
  let customer: string;
  let staff: string;
  let admin: string;
  beforeAll(async () => {
    customer = (await registerCustomer()).token;
    staff = (await staffToken()).token;
    admin = await adminToken();
  });

  it.each(adminRoutes.map((r) => [r.id, r] as const))('%s', async (_id, route) => {
    const anonymous = await call(route);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ status: 'error', message: expect.any(String) });

    const asCustomer = await call(route, customer);
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body.status).toBe('error');

    const asStaff = await call(route, staff);
    if (route.access === 'admin') expect(asStaff.status).toBe(403);
    else expect([401, 403]).not.toContain(asStaff.status);
    expect(asStaff.status).toBeLessThan(500);

    const asAdmin = await call(route, admin);
    expect([401, 403]).not.toContain(asAdmin.status);
    expect(asAdmin.status).toBeLessThan(500);
    expect(asAdmin.body).toHaveProperty('status');
  });

  it('gives staff exactly the product list (with its missing translations), orders and order history', () => {
    const staffRoutes = adminRoutes
      .filter((r) => r.access === 'staff+admin')
      .map((r) => r.id)
      .sort();
    expect(staffRoutes).toEqual([
      'admin-order-history',
      'admin-order-status',
      'admin-orders',
      'admin-products',
      'admin-translations-missing',
    ]);
  });
});

/**
 * Every route of the table, the issues' additions included (reviews, discount codes, returns, notifications), answers
 * by its access alone: signed out is a 401, a role its access does not allow a 403, and a role it allows reaches the
 * handler (a 404 for the unknown ids or a 422 for the empty body, never 401, 403 or a 5xx). The logout route is left
 * out: it would end the session the others use.
 */
describe('every signed-in route answers by the role matrix of its access', () => {
  const guarded = routes.filter((route) => route.access !== 'public' && route.access !== 'signed-in');
  const tokens = {} as Record<UserType, string>;
  beforeAll(async () => {
    tokens.customer = (await registerCustomer()).token;
    tokens.staff = (await staffToken()).token;
    tokens.admin = await adminToken();
  });

  it('covers the customer routes as well as the back-office ones', () => {
    expect(guarded.filter((r) => r.access === 'customer').map((r) => r.id)).toEqual(
      expect.arrayContaining(['returns-create', 'returns-mine', 'account-notifications-update', 'orders-mine']),
    );
  });

  it.each(guarded.map((r) => [r.id, r] as const))('%s', async (_id, route) => {
    expect((await call(route)).status).toBe(401);
    for (const role of USER_TYPES) {
      const answer = await call(route, tokens[role]);
      if (roleAllowed(route.access, role)) {
        expect([401, 403], `${role} is allowed`).not.toContain(answer.status);
        expect(answer.status, `${role} is allowed`).toBeLessThan(500);
      } else {
        expect(answer.status, `${role} is refused`).toBe(403);
      }
    }
  });
});
