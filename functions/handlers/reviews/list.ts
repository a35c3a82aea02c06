import { notFoundMessages } from '../../../shared/api/not-found';
import { reviewsList } from '../../../shared/routes/entries/reviews-list';
import { notFound } from '../../domain/shop-errors';
import { productReviews } from '../../domain/reviews';
import { languageField } from '../../domain/catalog';
import { pageNumber } from '../../lib/paging';
import { success } from '../../lib/responses';
import { httpHandler } from '../http';

/** GET /v2/product/{id}/reviews?page=&sort=: the summary and one page of published reviews (public). */
export const handler = httpHandler(reviewsList, async (req) => {
  const data = await productReviews(req.params.id, req.query.sort, pageNumber(req.query.page));
  if (!data) throw notFound(notFoundMessages.product);
  return success({ ...languageField(req.query.lang), data });
});
