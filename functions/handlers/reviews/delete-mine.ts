import { reviewsMineDelete } from '../../../shared/routes/entries/reviews-mine-delete';
import { deleteReview } from '../../flows/workflows/review-edit';
import { success } from '../../lib/responses';
import { httpHandler } from '../http';

/** DELETE /v2/product/{id}/reviews/mine */
export const handler = httpHandler(reviewsMineDelete, async (req) => {
  await deleteReview(req.session.userId, req.params.id);
  return success({ message: 'Your review has been deleted.' });
});
