import { codConfirmationMessages } from '../../../shared/messages/cod-confirmation';
import { guestOrderMessages } from '../../../shared/messages/guest-orders';
import type { InOtherLanguages } from '../../../shared/rules/translations';
import { declareErrors } from '../../lib/domain-error';

/** The orders' refusals (decision 0068). */
export const orderErrors = declareErrors({
  /** A canceled order cannot leave `canceled`: a product is gone or short. */
  'cannot-reopen': { answer: 'not-allowed' },
  /** An order kept changing under a status or payment change (the message says which). */
  'order-busy': { answer: 'conflict' },
  /** A cash order still awaiting its customer's confirmation moved to processing without staff's phone call (issue 31). */
  'cod-not-confirmed': { answer: 'conflict' },
  /** Refused at the door from any status but shipped: a move the route does not allow, like reopening (issue 31). */
  'refused-not-shipped': { answer: 'not-allowed' },
  /** Issue 32: a guest checkout's Idempotency-Key missing, or already used with another body. */
  'checkout-key-refused': { answer: 'invalid-field', field: 'Idempotency-Key' },
  /** Issue 32: a claim of an order already in an account (the one that lost a race, or a second claim). */
  'already-claimed': { answer: 'conflict' },
});

export const codNotConfirmed = () => orderErrors.create('cod-not-confirmed', codConfirmationMessages.notConfirmed);
export const refusedNotShipped = () =>
  orderErrors.create('refused-not-shipped', codConfirmationMessages.refusedOnlyShipped);

export const cannotReopen = (message: string) => orderErrors.create('cannot-reopen', message);

/** Why an order was busy, by what was changing it, word for word, and in Sinhala and Tamil (issue 34). */
export const orderBusyMessages = {
  updating: 'The order changed while it was being updated. Please reload and try again.',
  confirming: 'The order changed while it was being confirmed. Please try again.',
  paying: 'The order changed while its payment was being recorded. Please try again.',
} as const;

export const orderBusyMessagesIn: InOtherLanguages<typeof orderBusyMessages> = {
  si: {
    updating: 'යාවත්කාලීන කරමින් සිටියදී ඇණවුම වෙනස් විය. කරුණාකර පිටුව නැවත පූරණය කර නැවත උත්සාහ කරන්න.',
    confirming: 'තහවුරු කරමින් සිටියදී ඇණවුම වෙනස් විය. කරුණාකර නැවත උත්සාහ කරන්න.',
    paying: 'ගෙවීම සටහන් කරමින් සිටියදී ඇණවුම වෙනස් විය. කරුණාකර නැවත උත්සාහ කරන්න.',
  },
  ta: {
    updating: 'புதுப்பிக்கப்படும்போது ஆர்டர் மாறியது. பக்கத்தை மீண்டும் ஏற்றி மீண்டும் முயற்சிக்கவும்.',
    confirming: 'உறுதிப்படுத்தப்படும்போது ஆர்டர் மாறியது. தயவுசெய்து மீண்டும் முயற்சிக்கவும்.',
    paying: 'கட்டணம் பதிவுசெய்யப்படும்போது ஆர்டர் மாறியது. தயவுசெய்து மீண்டும் முயற்சிக்கவும்.',
  },
};

export const orderBusy = (message: string) => orderErrors.create('order-busy', message);

export const checkoutKeyMissing = () => orderErrors.create('checkout-key-refused', guestOrderMessages.keyMissing);
export const checkoutKeyReused = () => orderErrors.create('checkout-key-refused', guestOrderMessages.keyReused);
export const alreadyClaimed = () => orderErrors.create('already-claimed', guestOrderMessages.alreadyClaimed);
