import { reviewRefusals } from '../../../shared/messages/reviews';
import { declareErrors } from '../../lib/domain-error';

/** The reviews' refusals (decision 0068). */
export const reviewErrors = declareErrors({
  /** A review from a customer with no delivered order holding the product (issue 24). */
  'not-received': { answer: 'forbidden' },
  /** One review per customer per product. */
  'already-reviewed': { answer: 'conflict' },
  /** A review kept changing under an edit or a moderation (many writes at once). */
  'review-busy': { answer: 'conflict' },
});

export const notReceived = () => reviewErrors.create('not-received', reviewRefusals.notReceived);

export const alreadyReviewed = () => reviewErrors.create('already-reviewed', 'You have already reviewed this product.');

export const reviewBusy = () =>
  reviewErrors.create('review-busy', 'This review is being changed elsewhere. Please reload and try again.');
