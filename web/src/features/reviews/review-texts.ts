/** The id the review-request mail's links end with (`/product/{id}#write-review`): they open the form. */
export const WRITE_REVIEW_ANCHOR = 'write-review';
