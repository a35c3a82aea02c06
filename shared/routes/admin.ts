import type { Access, Grant, RouteDef } from './types';

const entry = (id: string, method: RouteDef['method'], path: string, handler: string, access: Access, grants: Grant[], multipart = false): RouteDef => ({
  id,
  method,
  path: `/api/v2${path}`,
  handler: `functions/handlers/admin/${handler}.ts`,
  access,
  grants: ['signing-key', ...grants],
  ...(multipart ? { multipart } : {}),
});

const read: Grant[] = ['table:read'];
const write: Grant[] = ['table:read', 'table:write'];

/**
 * The back-office (contract B1-B11 and section 5). Staff reach the product list, orders and order history (SPEC
 * section 6); everything else is for admins. `{n}` and `{id}` are digits; `PUT /v2/users/{n}` has one segment more
 * than the customer's own `PUT /v2/users`, so the two never meet.
 */
export const adminRoutes: RouteDef[] = [
  entry('admin-dashboard', 'POST', '/admin/dashboard', 'dashboard', 'admin', read),
  entry('admin-products', 'POST', '/admin/all_products', 'products/list', 'staff+admin', read),
  entry('admin-product-add', 'POST', '/products/add_new_product', 'products/add', 'admin', [...write, 'uploads:write'], true),
  entry('admin-product-update', 'POST', '/products/{id}', 'products/update', 'admin', [...write, 'uploads:write'], true),
  entry('admin-product-delete', 'DELETE', '/products/{id}', 'products/delete', 'admin', [...write, 'uploads:write']),
  entry('admin-orders', 'GET', '/orders/all', 'orders/list', 'staff+admin', read),
  entry('admin-order-history', 'GET', '/orders/history', 'orders/history', 'staff+admin', read),
  entry('admin-order-status', 'PUT', '/order/{id}', 'orders/change-status', 'staff+admin', [...write, 'mail:queue']),
  entry('admin-users', 'GET', '/admin/users/paginated', 'users/list', 'admin', read),
  entry('admin-user-create', 'POST', '/users', 'users/create', 'admin', write),
  entry('admin-user-get', 'GET', '/users/{n}', 'users/get', 'admin', read),
  entry('admin-user-update', 'PUT', '/users/{n}', 'users/update', 'admin', write),
  entry('admin-user-delete', 'DELETE', '/users/{n}', 'users/delete', 'admin', [...write, 'uploads:write']),
  entry('admin-staff-list', 'GET', '/admin/staff/paginated', 'staff/list', 'admin', read),
  entry('admin-staff-create', 'POST', '/staff', 'staff/create', 'admin', write),
  entry('admin-staff-get', 'GET', '/staff/{id}', 'staff/get', 'admin', read),
  entry('admin-staff-update', 'PUT', '/staff/{id}', 'staff/update', 'admin', write),
  entry('admin-staff-delete', 'DELETE', '/staff/{id}', 'staff/delete', 'admin', write),
];
