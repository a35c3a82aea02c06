import { signedIn } from '../../api/user';
import { loginSchema } from '../../validation/auth';
import { defineRoute } from '../define';

/** A1 sign-in. */
export const authLogin = defineRoute('auth-login', {
  handler: 'functions/handlers/auth/login.ts',
  access: 'public',
  grants: ['table:read', 'table:write', 'signing-key'],
  body: loginSchema,
  response: signedIn,
});
