/** The reviews' refusals that the product page also says before anyone writes (issue 24, word for word). */
export const reviewRefusals = {
  /** A review from a customer with no delivered order holding the product. */
  notReceived: 'Only customers who received this product can review it.',
} as const;
