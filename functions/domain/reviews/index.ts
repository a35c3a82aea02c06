export { adminReviewOf, adminReviewsPage } from './admin-reviews';
export type { AdminReviewFilter } from './admin-reviews';
export { productReviews } from './product-reviews';
export { hasReceived } from './received';
export type { ReviewRecord } from './review-record';
export { ownReviewView, publicReviewView, summaryView } from './review-views';
export { reviewWriteAction } from './review-writes';
export { getReview, reviewById, reviewItem, reviewsByCustomer } from './reviews-repo';
export {
  dueReviewRequests,
  requestDueAt,
  reviewMailsAreOff,
  reviewRequestAction,
  reviewRequestDone,
  turnReviewMailsOff,
} from './review-requests';
export type { DueRequest } from './review-requests';
// Its refusals, each with its answer (decision 0068).
export { notReceived, reviewBusy, reviewErrors, reviewServerRefusals, reviewServerRefusalsIn } from './review-errors';
// Where its items are in the table, and its ids (decision 0068).
export { reviewIds, reviewKeys } from './review-keys';
