import * as z from 'zod/mini';
import { ok } from '../../api/envelope';
import { guestLookupVerifySchema } from '../../validation/guest';
import { defineRoute } from '../define';

/** Issue 32: the lookup's code, answered with a fresh order link. */
export const guestLookupVerify = defineRoute('guest-lookup-verify', {
  handler: 'functions/handlers/guest/lookup-verify.ts',
  stack: 'Orders',
  access: 'public',
  grants: ['table:read', 'table:write'],
  rateLimit: { name: 'GuestLookupVerify', limit: 20, windowSeconds: 600 },
  body: guestLookupVerifySchema,
  response: ok({ order_link: z.string() }),
});
