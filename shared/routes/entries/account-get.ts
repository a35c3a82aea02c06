import { accountProfile } from '../../api/user';
import { defineRoute } from '../define';

/** A7 `/v2/user/`: the user object itself, flat, without `data`, with its `language`. */
export const accountGet = defineRoute('account-get', {
  handler: 'functions/handlers/account/get-profile.ts',
  stack: 'Shopper',
  access: 'customer',
  grants: ['table:read', 'signing-key'],
  response: accountProfile,
});
