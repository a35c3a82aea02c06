import { done } from '../../api/envelope';
import { verifyResetCodeSchema } from '../../validation/auth';
import { defineRoute } from '../define';

/** A5: a wrong code is a 422 under `code`. */
export const authVerifyResetCode = defineRoute('auth-verify-reset-code', {
  handler: 'functions/handlers/auth/verify-reset-code.ts',
  stack: 'Shopper',
  access: 'public',
  grants: ['table:read', 'table:write'],
  body: verifyResetCodeSchema,
  response: done,
});
