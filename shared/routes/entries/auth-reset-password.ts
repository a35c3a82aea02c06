import { done } from '../../api/envelope';
import { resetPasswordSchema } from '../../validation/auth';
import { defineRoute } from '../define';

/** A6: checks the code again, sets the password, ends every session. */
export const authResetPassword = defineRoute('auth-reset-password', {
  handler: 'functions/handlers/auth/reset-password.ts',
  stack: 'Shopper',
  access: 'public',
  grants: ['table:read', 'table:write'],
  hashesPasswords: true,
  body: resetPasswordSchema,
  response: done,
});
