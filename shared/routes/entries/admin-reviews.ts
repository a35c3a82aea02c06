import { adminReviewsPage } from '../../api/reviews';
import { adminReviewsQuerySchema } from '../../validation/reviews';
import { defineRoute } from '../define';

/** The back-office's REVIEWS list, newest first, 10 a page, filtered by status, product and rating. */
export const adminReviews = defineRoute('admin-reviews', {
  handler: 'functions/handlers/admin/reviews/list.ts',
  stack: 'Admin',
  access: 'staff+admin',
  grants: ['signing-key', 'table:read'],
  query: adminReviewsQuerySchema,
  response: adminReviewsPage,
});
