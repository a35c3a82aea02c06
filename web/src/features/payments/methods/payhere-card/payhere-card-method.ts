import type { OrderPlace } from '../../../../../../shared/rules/guest-orders';
import type { PaymentStatus } from '../../../../../../shared/rules/payments';
import type { WebPaymentMethod } from '../payment-method';
import { placeCardOrder } from './api/place-card-order';
import { CardFields } from './CardFields';
import { PAYMENT_START_FAILED } from './card-payment';
import { CardPaymentState } from './CardPaymentState';

/** What a card order's step 3 says, from the server's payment status (never from PayHere's browser callback). */
function cardNews(status: PaymentStatus | undefined, place: OrderPlace): string {
  if (status === 'paid') return 'Thank you! Your card payment was received. Payment status: Paid.';
  if (status === 'failed')
    return `Your card payment did not go through. Payment status: Failed. You can try again ${place.from} until the payment window closes.`;
  return `We are waiting for PayHere to confirm your payment. Payment status: Pending. You can pay ${place.from} until the payment window closes.`;
}

/** A card, through PayHere's window after Pay Now; an unpaid order can be paid from My Orders until its window closes. */
export const payhereCard = {
  id: 'CARD',
  label: 'Card',
  paymentIdLabel: 'PayHere payment ID',
  note: "Pay by card in PayHere's secure window after Pay Now.",
  Details: CardFields,
  place: placeCardOrder,
  refusedText: PAYMENT_START_FAILED,
  failedText: PAYMENT_START_FAILED,
  completeText: (order, place) => cardNews(order?.payment_status, place),
  OrderPayment: CardPaymentState,
} as const satisfies WebPaymentMethod;
