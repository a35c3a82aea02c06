import { unsubscribed } from '../../api/unsubscribe';
import { unsubscribeQuerySchema } from '../../validation/unsubscribe';
import { defineRoute } from '../define';

/**
 * Issue 33: a marketing message's unsubscribe, one click and no sign-in. Mail programs POST
 * `List-Unsubscribe=One-Click` here (RFC 8058) as a form or as multipart, so the body is not read; the SPA's
 * /unsubscribe page posts the same form. The signed token names the person and the channel it turns off.
 */
export const unsubscribe = defineRoute('unsubscribe', {
  handler: 'functions/handlers/account/unsubscribe.ts',
  stack: 'Shopper',
  access: 'public',
  grants: ['signing-key', 'table:write'],
  query: unsubscribeQuerySchema,
  bodyUnread: true,
  response: unsubscribed,
});
