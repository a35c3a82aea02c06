import { checkoutEn } from '../../../../lib/i18n/messages/checkout/en';
import type { WebPaymentMethod } from '../payment-method';
import { placeCodOrder } from './api/place-cod-order';
import { CodConfirmationState } from './CodConfirmationState';

/** Cash on delivery: the courier takes the money, so the order is complete once placed. */
export const cashOnDelivery = {
  id: 'COD',
  label: checkoutEn['payment.COD.label'],
  note: 'payment.COD.note',
  place: placeCodOrder,
  placedText: 'payment.placed',
  refusedText: 'payment.refused',
  failedText: 'payment.failed',
  completeText: () => 'payment.COD.complete',
  // Issue 31: where the order's confirmation stands, and the SMS code's field while it waits.
  OrderPayment: CodConfirmationState,
} as const satisfies WebPaymentMethod;
