import { done } from '../../api/envelope';
import { changePasswordSchema } from '../../validation/auth';
import { defineRoute } from '../define';

/** A9 `/v2/users/change-password/`: the other sessions end, this one goes on. */
export const accountChangePassword = defineRoute('account-change-password', {
  handler: 'functions/handlers/account/change-password.ts',
  stack: 'Shopper',
  access: 'customer',
  grants: ['table:read', 'table:write', 'signing-key'],
  hashesPasswords: true,
  body: changePasswordSchema,
  response: done,
});
