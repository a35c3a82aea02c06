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
});

export const notPayable = () => paymentErrors.create('not-payable', 'This order can no longer be paid by card.');

export const invalidNotification = (reason: 'mismatch' | 'forged' | 'unknown-order') =>
  paymentErrors.create(`notification-${reason}`, 'The payment notification is not valid.');
