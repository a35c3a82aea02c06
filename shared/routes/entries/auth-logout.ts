import { done } from '../../api/envelope';
import { defineRoute } from '../define';

/** A2 sign-out: the token stops working at once. */
export const authLogout = defineRoute('auth-logout', {
  handler: 'functions/handlers/auth/logout.ts',
  stack: 'Shopper',
  access: 'signed-in',
  grants: ['table:read', 'table:write', 'signing-key'],
  response: done,
});
