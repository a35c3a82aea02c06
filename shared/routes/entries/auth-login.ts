import { signedIn } from '../../api/user';
import { loginSchema } from '../../validation/auth';
import { defineRoute } from '../define';

/** A1 sign-in. */
export const authLogin = defineRoute('auth-login', {
  handler: 'functions/handlers/auth/login.ts',
  stack: 'Shopper',
  access: 'public',
  grants: ['table:read', 'table:write', 'signing-key'],
  hashesPasswords: true,
  rateLimit: { name: 'SignIn', limit: 30, windowSeconds: 300 },
  body: loginSchema,
  response: signedIn,
});
