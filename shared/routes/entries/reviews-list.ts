import * as z from 'zod/mini';
import { notFoundMessages } from '../../api/not-found';
import { pathId } from '../../api/path-params';
import { productReviewsPage } from '../../api/reviews';
import { reviewsQuerySchema } from '../../validation/reviews';
import { defineRoute } from '../define';

/** A product's published reviews, 10 a page, with its figures (issue 24). */
export const reviewsList = defineRoute('reviews-list', {
  handler: 'functions/handlers/reviews/list.ts',
  stack: 'Catalogue',
  access: 'public',
  grants: ['table:read'],
  params: z.object({ id: pathId(notFoundMessages.product) }),
  query: reviewsQuerySchema,
  response: productReviewsPage,
});
