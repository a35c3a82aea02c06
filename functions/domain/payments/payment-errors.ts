import { declareErrors } from '../../lib/domain-error';

/**
 * The payments' refusals (decision 0068). A PayHere notification that must change nothing is one of three: malformed
 * or mismatched, not signed by PayHere, or for no card order.
 */
export const paymentErrors = declareErrors({
  'not-payable': { answer: 'conflict' },
  'notification-mismatch': { answer: 'not-allowed' },
  'notification-forged': { answer: 'forbidden' },
  'notification-unknown-order': { answer: 'not-found' },
  /** A provider's callback whose signature does not verify (KOKO's): a 400 that changes nothing. */
  'notification-bad-signature': { answer: 'not-allowed' },
  /** A method offered only for totals within its provider's range (KOKO's), asked for another total. */
  'amount-not-offered': { answer: 'conflict' },
});

export const notPayable = () => paymentErrors.create('not-payable', 'This order can no longer be paid by card.');

export const invalidNotification = (reason: 'mismatch' | 'forged' | 'unknown-order') =>
  paymentErrors.create(`notification-${reason}`, 'The payment notification is not valid.');

export const badNotificationSignature = () =>
  paymentErrors.create('notification-bad-signature', 'The payment notification is not valid.');

export const amountNotOffered = (message: string) => paymentErrors.create('amount-not-offered', message);
