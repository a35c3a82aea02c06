import * as z from 'zod/mini';
import { done } from '../../api/envelope';
import { notFoundMessages } from '../../api/not-found';
import { pathId } from '../../api/path-params';
import { defineRoute } from '../define';

/** The author deletes their review; its figures go in the same transaction. */
export const reviewsMineDelete = defineRoute('reviews-mine-delete', {
  handler: 'functions/handlers/reviews/delete-mine.ts',
  stack: 'Catalogue',
  access: 'customer',
  grants: ['signing-key', 'table:read', 'table:write'],
  params: z.object({ id: pathId(notFoundMessages.product) }),
  response: done,
});
