import { done } from '../../api/envelope';
import { payhereNotificationSchema } from '../../validation/payhere-notification';
import { defineRoute } from '../define';

/** PayHere's notify URL: posted by PayHere's servers without a token, so public; only the signature is trusted. */
export const payhereNotify = defineRoute('payhere-notify', {
  handler: 'functions/handlers/payments/notify.ts',
  stack: 'Orders',
  access: 'public',
  grants: ['signing-key', 'table:read', 'table:write', 'mail:queue', 'payhere-secret'],
  form: true,
  body: payhereNotificationSchema,
  response: done,
});
