import { done } from '../../api/envelope';
import { forgotPasswordSchema } from '../../validation/auth';
import { defineRoute } from '../define';

/** A4: the same answer whether or not the e-mail has an account. */
export const authForgotPassword = defineRoute('auth-forgot-password', {
  handler: 'functions/handlers/auth/forgot-password.ts',
  stack: 'Shopper',
  access: 'public',
  grants: ['table:read', 'table:write', 'mail:send'],
  rateLimit: { name: 'ForgotPassword', limit: 10, windowSeconds: 300 },
  body: forgotPasswordSchema,
  response: done,
});
