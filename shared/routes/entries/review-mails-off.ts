import * as z from 'zod/mini';
import { reviewMailsOffQuerySchema } from '../../validation/review-mails';
import { defineRoute } from '../define';

/**
 * The link in a review-request mail, signed so no sign-in is needed. Opened, it asks to confirm (a mail scanner that
 * opens the link changes nothing); the page's button comes back with `confirm=1` and turns the mails off.
 */
export const reviewMailsOff = defineRoute('review-mails-off', {
  handler: 'functions/handlers/reviews/mails-off.ts',
  stack: 'Catalogue',
  access: 'public',
  grants: ['signing-key', 'table:write'],
  query: reviewMailsOffQuerySchema,
  response: z.string(),
  produces: 'text/html',
});
