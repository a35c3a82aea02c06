import { codConfirmationMessages as m } from '../../../shared/messages/cod-confirmation';
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
  // Cash on delivery, confirmed (issue 31).
  'cash-withheld': { answer: 'conflict' },
  'confirm-link-bad': { answer: 'not-found' },
  'confirm-not-awaiting': { answer: 'conflict' },
  'confirm-wrong-code': { answer: 'invalid-field', field: 'code' },
  'confirm-too-many-codes': { answer: 'too-many-tries' },
});

export const cashWithheld = () => paymentErrors.create('cash-withheld', m.cashWithheld);
export const badConfirmLink = () => paymentErrors.create('confirm-link-bad', m.badLink);
/** The order is confirmed already, or no longer waits (canceled, or not a cash order asked to confirm). */
export const notAwaitingConfirmation = (confirmed: boolean) =>
  paymentErrors.create('confirm-not-awaiting', confirmed ? m.alreadyConfirmed : m.notAwaiting);
export const wrongCode = () => paymentErrors.create('confirm-wrong-code', m.wrongCode);
export const tooManyCodes = (retryAfterSeconds: number) =>
  paymentErrors.create('confirm-too-many-codes', m.tooManyCodes, { retryAfterSeconds });

export const notPayable = () => paymentErrors.create('not-payable', 'This order can no longer be paid by card.');

export const invalidNotification = (reason: 'mismatch' | 'forged' | 'unknown-order') =>
  paymentErrors.create(`notification-${reason}`, 'The payment notification is not valid.');
