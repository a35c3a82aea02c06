import * as z from 'zod/mini';
import { reviewMailsOffQuerySchema } from '../../validation/review-mails';
import { defineRoute } from '../define';

/**
 * The link in a review-request mail: a page that asks to confirm (a mail scanner opening the link changes nothing),
 * signed so no sign-in is needed.
 */
export const reviewMailsOffPage = defineRoute('review-mails-off-page', {
  handler: 'functions/handlers/reviews/mails-off-page.ts',
  access: 'public',
  grants: ['signing-key'],
  query: reviewMailsOffQuerySchema,
  response: z.string(),
  produces: 'text/html',
});
