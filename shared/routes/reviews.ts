import { adminReviewUpdate } from './entries/admin-review-update';
import { adminReviews } from './entries/admin-reviews';
import { reviewMailsOff } from './entries/review-mails-off';
import { reviewsCreate } from './entries/reviews-create';
import { reviewsList } from './entries/reviews-list';
import { reviewsMine } from './entries/reviews-mine';
import { reviewsMineDelete } from './entries/reviews-mine-delete';
import { reviewsMineUpdate } from './entries/reviews-mine-update';

/** Reviews by customers who received the product, their moderation and the review-request mails' link (issue 24). */
export const reviewRoutes = [
  reviewsList,
  reviewsCreate,
  reviewsMine,
  reviewsMineUpdate,
  reviewsMineDelete,
  adminReviews,
  adminReviewUpdate,
  reviewMailsOff,
] as const;
