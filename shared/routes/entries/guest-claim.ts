import * as z from 'zod/mini';
import { ok } from '../../api/envelope';
import { placedOrder } from '../../api/orders';
import { guestClaimSchema } from '../../validation/guest';
import { defineRoute } from '../define';

/** Issue 32: "Add to my account": a guest's order, proved by its link's token, moves into the caller's My Orders. */
export const guestClaim = defineRoute('guest-claim', {
  handler: 'functions/handlers/guest/claim.ts',
  stack: 'Orders',
  access: 'customer',
  grants: ['signing-key', 'table:read', 'table:write'],
  body: guestClaimSchema,
  response: ok({ message: z.string(), order: placedOrder }),
});
