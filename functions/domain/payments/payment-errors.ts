import { codConfirmationMessages as m } from '../../../shared/messages/cod-confirmation';
import type { InOtherLanguages } from '../../../shared/rules/translations';
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
  /** A bank transfer's slip or decision that the payment's state does not allow (the message says why). */
  'slip-not-allowed': { answer: 'conflict' },
  /** The slip's bytes are not a JPEG, PNG or PDF. */
  'slip-type': { answer: 'invalid-field', field: 'slip' },
  /** A method the shop does not offer now (a bank transfer without its account settings). */
  'method-not-offered': { answer: 'conflict' },
  /** Staff sent an order on its way before its method allows it (a bank transfer not paid yet, issue 31). */
  'not-paid-to-prepare': { answer: 'conflict' },
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

/** The payment refusals only the server says, word for word, and in Sinhala and Tamil (issue 34). */
export const paymentRefusals = { notPayable: 'This order can no longer be paid by card.' } as const;

export const paymentRefusalsIn: InOtherLanguages<typeof paymentRefusals> = {
  si: { notPayable: 'මෙම ඇණවුම තවදුරටත් කාඩ්පතෙන් ගෙවිය නොහැක.' },
  ta: { notPayable: 'இந்த ஆர்டருக்கு இனி அட்டை மூலம் பணம் செலுத்த முடியாது.' },
};

export const notPayable = () => paymentErrors.create('not-payable', paymentRefusals.notPayable);

export const methodNotOffered = (message: string) => paymentErrors.create('method-not-offered', message);

export const notPaidToPrepare = (message: string) => paymentErrors.create('not-paid-to-prepare', message);

export const slipNotAllowed = (message: string) => paymentErrors.create('slip-not-allowed', message);

export const slipTypeRefused = (message: string) => paymentErrors.create('slip-type', message);

export const invalidNotification = (reason: 'mismatch' | 'forged' | 'unknown-order') =>
  paymentErrors.create(`notification-${reason}`, 'The payment notification is not valid.');

export const badNotificationSignature = () =>
  paymentErrors.create('notification-bad-signature', 'The payment notification is not valid.');

export const amountNotOffered = (message: string) => paymentErrors.create('amount-not-offered', message);
