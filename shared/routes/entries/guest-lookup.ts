import * as z from 'zod/mini';
import { ok } from '../../api/envelope';
import { guestLookupSchema } from '../../validation/guest';
import { defineRoute } from '../define';

/** Issue 32: a lost link; the same answer whether or not the number and phone match an order. */
export const guestLookup = defineRoute('guest-lookup', {
  handler: 'functions/handlers/guest/lookup.ts',
  stack: 'Orders',
  access: 'public',
  grants: ['table:read', 'table:write', 'mail:queue'],
  rateLimit: { name: 'GuestLookup', limit: 20, windowSeconds: 600 },
  body: guestLookupSchema,
  response: ok({ message: z.string() }),
});
