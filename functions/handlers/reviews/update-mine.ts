import { reviewsMineUpdate } from '../../../shared/routes/entries/reviews-mine-update';
import { ownReviewView } from '../../domain/reviews';
import { editReview } from '../../flows/workflows/review-edit';
import { success } from '../../lib/responses';
import { httpHandler } from '../http';

/** PUT /v2/product/{id}/reviews/mine: the author's edit. */
export const handler = httpHandler(reviewsMineUpdate, async (req) => {
  const review = await editReview(req.session.userId, req.params.id, req.body);
  return success({ message: 'Your review has been updated.', data: ownReviewView(review) });
});
