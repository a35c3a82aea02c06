import type { RouteDef } from './types';

/** Sign-in, sign-up, sign-out and password reset (contract A1-A6). */
export const authRoutes: RouteDef[] = [
  { id: 'auth-login', method: 'POST', path: '/api/v2/login', handler: 'functions/handlers/auth/login.ts', access: 'public', grants: ['table:read', 'table:write', 'signing-key'] },
  { id: 'auth-logout', method: 'POST', path: '/api/v2/logout', handler: 'functions/handlers/auth/logout.ts', access: 'signed-in', grants: ['table:read', 'table:write', 'signing-key'] },
  { id: 'auth-register', method: 'POST', path: '/api/v2/register', handler: 'functions/handlers/auth/register.ts', access: 'public', grants: ['table:read', 'table:write', 'signing-key'] },
  { id: 'auth-forgot-password', method: 'POST', path: '/api/v2/forgot-password', handler: 'functions/handlers/auth/forgot-password.ts', access: 'public', grants: ['table:read', 'table:write', 'mail:send'] },
  { id: 'auth-verify-reset-code', method: 'POST', path: '/api/v2/verify-reset-code', handler: 'functions/handlers/auth/verify-reset-code.ts', access: 'public', grants: ['table:read', 'table:write'] },
  { id: 'auth-reset-password', method: 'POST', path: '/api/v2/reset-password', handler: 'functions/handlers/auth/reset-password.ts', access: 'public', grants: ['table:read', 'table:write'] },
];
