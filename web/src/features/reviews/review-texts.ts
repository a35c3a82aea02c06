import { reviewRefusals } from '../../../../shared/messages/reviews';

/** The reviews section's fixed texts (issue 24, word for word) and the anchor of its form. */
export const REVIEW_TEXTS = {
  none: 'No reviews yet.',
  /** What the server answers such a customer's review, said before they write one. */
  onlyReceivers: reviewRefusals.notReceived,
} as const;

/** The id the review-request mail's links end with (`/product/{id}#write-review`): they open the form. */
export const WRITE_REVIEW_ANCHOR = 'write-review';
