import { done } from '../../api/envelope';
import { resetPasswordSchema } from '../../validation/auth';
import { defineRoute } from '../define';

/** A6: checks the code again, sets the password, ends every session. */
export const authResetPassword = defineRoute('auth-reset-password', {
  handler: 'functions/handlers/auth/reset-password.ts',
  access: 'public',
  grants: ['table:read', 'table:write'],
  body: resetPasswordSchema,
  response: done,
});
