import { reviewsCreate } from '../../../shared/routes/entries/reviews-create';
import { ownReviewView } from '../../domain/reviews';
import { createReview } from '../../flows/workflows/review-create';
import { success } from '../../lib/responses';
import { httpHandler } from '../http';

/** POST /v2/product/{id}/reviews: 201 with the review; 403 not received, 409 already reviewed, 422 per field. */
export const handler = httpHandler(reviewsCreate, async (req) => {
  const review = await createReview(req.session.userId, req.params.id, req.body);
  return success({ message: 'Thank you for your review!', data: ownReviewView(review) }, 201);
});
