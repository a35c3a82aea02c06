/** The reviews section's fixed texts (issue 24, word for word) and the anchor of its form. */
export const REVIEW_TEXTS = {
  none: 'No reviews yet.',
  onlyReceivers: 'Only customers who received this product can review it.',
} as const;

/** The id the review-request mail's links end with (`/product/{id}#write-review`): they open the form. */
export const WRITE_REVIEW_ANCHOR = 'write-review';
