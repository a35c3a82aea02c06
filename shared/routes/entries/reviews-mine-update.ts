import * as z from 'zod/mini';
import { notFoundMessages } from '../../api/not-found';
import { pathId } from '../../api/path-params';
import { ownReviewAnswer } from '../../api/reviews';
import { reviewSchema } from '../../validation/reviews';
import { defineRoute } from '../define';

/** The author edits their review (stars, title, text); its figures move in the same transaction. */
export const reviewsMineUpdate = defineRoute('reviews-mine-update', {
  handler: 'functions/handlers/reviews/update-mine.ts',
  stack: 'Catalogue',
  access: 'customer',
  grants: ['signing-key', 'table:read', 'table:write'],
  params: z.object({ id: pathId(notFoundMessages.product) }),
  body: reviewSchema,
  response: ownReviewAnswer,
});
