import { done } from '../../api/envelope';
import { kokoCallbackSchema } from '../../validation/koko-callback';
import { defineRoute } from '../define';

/** KOKO's `_responseUrl`: posted by KOKO's servers without a token, so public; only KOKO's signature is trusted. */
export const kokoNotify = defineRoute('koko-notify', {
  handler: 'functions/handlers/payments/koko-notify.ts',
  stack: 'Orders',
  access: 'public',
  grants: ['signing-key', 'table:read', 'table:write', 'mail:queue', 'koko-secret'],
  form: true,
  body: kokoCallbackSchema,
  response: done,
});
