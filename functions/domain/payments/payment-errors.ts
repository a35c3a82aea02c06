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
  /** A bank transfer's slip or decision that the payment's state does not allow (the message says why). */
  'slip-not-allowed': { answer: 'conflict' },
  /** The slip's bytes are not a JPEG, PNG or PDF. */
  'slip-type': { answer: 'invalid-field', field: 'slip' },
});

export const notPayable = () => paymentErrors.create('not-payable', 'This order can no longer be paid by card.');

export const slipNotAllowed = (message: string) => paymentErrors.create('slip-not-allowed', message);

export const slipTypeRefused = (message: string) => paymentErrors.create('slip-type', message);

export const invalidNotification = (reason: 'mismatch' | 'forged' | 'unknown-order') =>
  paymentErrors.create(`notification-${reason}`, 'The payment notification is not valid.');
