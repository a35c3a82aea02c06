import * as z from 'zod/mini';
import { notifyMeAnswer } from '../../api/notify-me';
import { notFoundMessages } from '../../api/not-found';
import { pathId } from '../../api/path-params';
import { notifyMeSchema } from '../../validation/notify-me';
import { defineRoute } from '../define';

/**
 * Issue 33: "Tell me when it's back" on a product or size that is out of stock. Public; a signed-in customer may
 * leave the contact out (`identifiesCaller`). Limited per address: WAF's tightest rule is 10 in 10 minutes, and the
 * hour's 10 per address are counted in the table (decision 0085).
 */
export const productNotifyMe = defineRoute('product-notify-me', {
  handler: 'functions/handlers/catalog/notify-me.ts',
  stack: 'Catalogue',
  access: 'public',
  grants: ['table:read', 'table:write', 'signing-key'],
  identifiesCaller: true,
  rateLimit: { name: 'NotifyMe', limit: 10, windowSeconds: 600 },
  params: z.object({ id: pathId(notFoundMessages.product) }),
  body: notifyMeSchema,
  response: notifyMeAnswer,
});
