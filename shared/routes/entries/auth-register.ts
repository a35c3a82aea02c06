import { signedIn } from '../../api/user';
import { registerSchema } from '../../validation/auth';
import { defineRoute } from '../define';

/** A3 sign-up: a customer account, signed in at once (answered 201). */
export const authRegister = defineRoute('auth-register', {
  handler: 'functions/handlers/auth/register.ts',
  stack: 'Shopper',
  access: 'public',
  grants: ['table:read', 'table:write', 'signing-key'],
  hashesPasswords: true,
  rateLimit: { name: 'SignUp', limit: 10, windowSeconds: 300 },
  body: registerSchema,
  response: signedIn,
});
