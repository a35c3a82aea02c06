/**
 * The words of buying without an account (issue 32), which the server answers, the mails and SMS say and the
 * storefront shows.
 */
export const guestOrderMessages = {
  /** A lookup's answer, whether or not the number and phone match. */
  lookupSent: 'If the order number and phone match an order, we have sent a 6-digit code to its phone.',
  wrongCode: 'That code is not right. Please check the message and try again.',
  keyReused: 'This Idempotency-Key was already used for a different order. Send a new key to place a new order.',
  keyMissing: 'Please send an Idempotency-Key header with the checkout.',
  paymentMethod: 'Please choose a payment method.',
  claimed: 'The order is now in your account.',
  alreadyClaimed: 'This order was already added to an account.',
  /** How the mail and the SMS tell a guest to keep the order in an account. */
  howToClaim:
    'To keep this order in an account, sign in (or create an account), open this link and press "Add to my account".',
  howToClaimShort: 'To add it to your account, sign in and open the link.',
} as const;
