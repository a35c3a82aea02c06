import * as z from 'zod/mini';
import { unsubscribeQuerySchema } from '../../validation/unsubscribe';
import { defineRoute } from '../define';

/**
 * A marketing mail's one-click URL opened in a browser: mail programs without RFC 8058 open `List-Unsubscribe` instead
 * of posting to it. It changes nothing (a link scanner opens it too) and sends the browser to the shop's
 * /unsubscribe page, which asks before it posts.
 */
export const unsubscribeOpen = defineRoute('unsubscribe-open', {
  handler: 'functions/handlers/account/unsubscribe-open.ts',
  stack: 'Shopper',
  access: 'public',
  grants: [],
  query: unsubscribeQuerySchema,
  response: z.string(),
  produces: 'text/html',
});
