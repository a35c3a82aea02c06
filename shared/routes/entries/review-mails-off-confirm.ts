import * as z from 'zod/mini';
import { reviewMailsOffFormSchema } from '../../validation/review-mails';
import { defineRoute } from '../define';

/** The confirmation of that page: review requests stop for the customer the signed link names. */
export const reviewMailsOffConfirm = defineRoute('review-mails-off-confirm', {
  handler: 'functions/handlers/reviews/mails-off-confirm.ts',
  access: 'public',
  grants: ['signing-key', 'table:write'],
  form: true,
  body: reviewMailsOffFormSchema,
  response: z.string(),
  produces: 'text/html',
});
