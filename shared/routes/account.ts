import type { RouteDef } from './types';

/** The signed-in customer's own account (contract A7-A9). `/v2/user/` and `/v2/users/` reach these after the trailing slash is dropped. */
export const accountRoutes: RouteDef[] = [
  { id: 'account-get', method: 'GET', path: '/api/v2/user', handler: 'functions/handlers/account/get-profile.ts', access: 'customer', grants: ['table:read', 'signing-key'] },
  { id: 'account-update', method: 'PUT', path: '/api/v2/users', handler: 'functions/handlers/account/update-profile.ts', access: 'customer', grants: ['table:read', 'table:write', 'signing-key'] },
  { id: 'account-change-password', method: 'POST', path: '/api/v2/users/change-password', handler: 'functions/handlers/account/change-password.ts', access: 'customer', grants: ['table:read', 'table:write', 'signing-key'] },
];
