import { adminReviews } from '../../../../shared/routes/entries/admin-reviews';
import { adminReviewsPage } from '../../../domain/reviews';
import { pageNumber } from '../../../lib/paging';
import { success } from '../../../lib/responses';
import { httpHandler } from '../../http';

/** GET /v2/admin/reviews?status=&product_id=&rating=&page= (admin and staff). */
export const handler = httpHandler(adminReviews, async (req) => {
  const { status, product_id: productId, rating } = req.query;
  const filter = { status, productId, rating: rating === undefined ? undefined : Number(rating) };
  return success(await adminReviewsPage(filter, pageNumber(req.query.page)));
});
