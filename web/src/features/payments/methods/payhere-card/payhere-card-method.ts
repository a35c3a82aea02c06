import type { MessageId } from '../../../../lib/i18n';
import { checkoutEn } from '../../../../lib/i18n/messages/checkout/en';
import type { PaymentStatus } from '../../../../../../shared/rules/payments';
import type { WebPaymentMethod } from '../payment-method';
import { placeCardOrder } from './api/place-card-order';
import { CardFields } from './CardFields';
import { CardPaymentState } from './CardPaymentState';

/** What a card order's step 3 says, from the server's payment status (never from PayHere's browser callback). */
function cardNews(status: PaymentStatus | undefined): MessageId {
  if (status === 'paid') return 'payment.CARD.paid';
  if (status === 'failed') return 'payment.CARD.failed';
  return 'payment.CARD.pending';
}

/** A card, through PayHere's window after Pay Now; an unpaid order can be paid from My Orders until its window closes. */
export const payhereCard = {
  id: 'CARD',
  label: checkoutEn['payment.CARD.label'],
  paymentIdLabel: 'PayHere payment ID',
  note: 'payment.CARD.note',
  Details: CardFields,
  place: placeCardOrder,
  refusedText: 'payment.CARD.startFailed',
  failedText: 'payment.CARD.startFailed',
  completeText: (order) => cardNews(order?.payment_status),
  OrderPayment: CardPaymentState,
} as const satisfies WebPaymentMethod;
