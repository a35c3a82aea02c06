import * as z from 'zod/mini';
import { notFoundMessages } from '../../api/not-found';
import { pathId } from '../../api/path-params';
import { myReviewAnswer } from '../../api/reviews';
import { defineRoute } from '../define';

/** The caller's own review of a product (with the reason when it is hidden) and whether they may write one. */
export const reviewsMine = defineRoute('reviews-mine', {
  handler: 'functions/handlers/reviews/mine.ts',
  stack: 'Catalogue',
  access: 'customer',
  grants: ['signing-key', 'table:read'],
  params: z.object({ id: pathId(notFoundMessages.product) }),
  response: myReviewAnswer,
});
