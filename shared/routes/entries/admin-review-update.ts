import * as z from 'zod/mini';
import { notFoundMessages } from '../../api/not-found';
import { pathId } from '../../api/path-params';
import { adminReviewAnswer } from '../../api/reviews';
import { moderateReviewSchema } from '../../validation/reviews';
import { defineRoute } from '../define';

/** Hide a review (with a reason its author sees) or show it again, and answer it with a reply. */
export const adminReviewUpdate = defineRoute('admin-review-update', {
  handler: 'functions/handlers/admin/reviews/update.ts',
  stack: 'Admin',
  access: 'staff+admin',
  grants: ['signing-key', 'table:read', 'table:write'],
  params: z.object({ id: pathId(notFoundMessages.review) }),
  body: moderateReviewSchema,
  response: adminReviewAnswer,
});
