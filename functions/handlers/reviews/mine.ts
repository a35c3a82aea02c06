import { reviewsMine } from '../../../shared/routes/entries/reviews-mine';
import { getReview, hasReceived, ownReviewView } from '../../domain/reviews';
import { success } from '../../lib/responses';
import { httpHandler } from '../http';

/** GET /v2/product/{id}/reviews/mine: the caller's review (with the reason if hidden), and whether they may write one. */
export const handler = httpHandler(reviewsMine, async (req) => {
  const [review, received] = await Promise.all([
    getReview(req.params.id, req.session.userId),
    hasReceived(req.session.userId, req.params.id),
  ]);
  return success({ data: { review: review && ownReviewView(review), can_review: received && !review } });
});
