import { updatedAccount } from '../../api/user';
import { accountUpdateSchema } from '../../validation/account';
import { defineRoute } from '../define';

/** A8 `/v2/users` and `/v2/users/`: a partial update; answers the flat user (with its `language`) and `status`. */
export const accountUpdate = defineRoute('account-update', {
  handler: 'functions/handlers/account/update-profile.ts',
  stack: 'Shopper',
  access: 'customer',
  grants: ['table:read', 'table:write', 'signing-key'],
  body: accountUpdateSchema,
  response: updatedAccount,
});
