import * as z from 'zod/mini';
import { notFoundMessages } from '../../api/not-found';
import { pathId } from '../../api/path-params';
import { ownReviewAnswer } from '../../api/reviews';
import { reviewSchema } from '../../validation/reviews';
import { defineRoute } from '../define';

/** A customer who received the product reviews it, once (201; 403 when not received; 409 when already reviewed). */
export const reviewsCreate = defineRoute('reviews-create', {
  handler: 'functions/handlers/reviews/create.ts',
  stack: 'Catalogue',
  access: 'customer',
  grants: ['signing-key', 'table:read', 'table:write'],
  params: z.object({ id: pathId(notFoundMessages.product) }),
  body: reviewSchema,
  response: ownReviewAnswer,
});
