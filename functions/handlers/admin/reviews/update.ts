import { adminReviewUpdate } from '../../../../shared/routes/entries/admin-review-update';
import { adminReviewOf } from '../../../domain/reviews';
import { moderateReview } from '../../../flows/workflows/review-moderate';
import { success } from '../../../lib/responses';
import { httpHandler } from '../../http';

/** PUT /v2/admin/reviews/{id} `{status, reason?, reply?}` (admin and staff). */
export const handler = httpHandler(adminReviewUpdate, async (req) => {
  const review = await moderateReview(req.params.id, req.body);
  return success({ message: 'Review updated successfully', data: await adminReviewOf(review) });
});
