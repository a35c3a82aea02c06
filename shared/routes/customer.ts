import type { RouteDef } from './types';

const customer = (id: string, method: RouteDef['method'], path: string, handler: string, grants: RouteDef['grants'], multipart = false): RouteDef => ({
  id,
  method,
  path,
  handler: `functions/handlers/${handler}.ts`,
  access: 'customer',
  grants: ['signing-key', ...grants],
  ...(multipart ? { multipart } : {}),
});

/** The signed-in customer's cart, wishlist, checkout, orders and avatar (contract S1-S9, S11, A10). */
export const customerRoutes: RouteDef[] = [
  customer('cart-add', 'POST', '/api/v2/cart/add', 'cart/add', ['table:read', 'table:write']),
  customer('cart-list', 'GET', '/api/v2/cart', 'cart/list', ['table:read']),
  customer('cart-update', 'PUT', '/api/v2/cart/{itemId}', 'cart/update', ['table:read', 'table:write']),
  customer('cart-remove', 'DELETE', '/api/v2/cart/{itemId}', 'cart/remove', ['table:read', 'table:write']),
  customer('wishlist-list', 'GET', '/api/v2/wishlist', 'wishlist/list', ['table:read']),
  customer('wishlist-add', 'POST', '/api/v2/wishlist', 'wishlist/add', ['table:read', 'table:write']),
  customer('wishlist-remove', 'DELETE', '/api/v2/wishlist/{productId}', 'wishlist/remove', ['table:read', 'table:write']),
  customer('checkout-cod', 'POST', '/api/v2/checkout', 'checkout/checkout', ['table:read', 'table:write', 'mail:queue']),
  customer('checkout-payhere', 'POST', '/api/v2/payhere/checkout', 'checkout/payhere', ['table:read', 'table:write', 'payhere-secret']),
  customer('orders-mine', 'GET', '/api/v2/user/orders', 'orders/my-orders', ['table:read']),
  customer('account-avatar', 'POST', '/api/v2/users/images/upload', 'account/upload-avatar', ['table:read', 'table:write', 'uploads:write'], true),
];
