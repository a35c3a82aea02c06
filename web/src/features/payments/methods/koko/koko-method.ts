import type { WebPaymentMethod } from '../payment-method';
import { placeKokoOrder } from './api/place-koko-order';
import { useKokoTakes } from './api/get-koko-offer';
import { KokoPaymentState } from './KokoPaymentState';
import { KOKO_COMPLETE_TEXTS, KOKO_START_FAILED } from './koko-texts';

/**
 * KOKO, pay in 3: after Pay Now the browser posts the signed form to KOKO, which sends the customer back to Order
 * complete of that order, which says what KOKO reported (My Orders offers Pay with KOKO while it can still be paid). Offered only for totals
 * within KOKO's range.
 */
export const kokoPayIn3 = {
  id: 'KOKO',
  label: 'Pay in 3 with KOKO',
  paymentIdLabel: 'KOKO transaction ID',
  note: "Three interest-free instalments. You continue on KOKO's site after Pay Now.",
  useOffered: useKokoTakes,
  place: placeKokoOrder,
  refusedText: KOKO_START_FAILED,
  failedText: KOKO_START_FAILED,
  // Before KOKO (just placed, unpaid), or back from it (paid or failed, as KOKO's callback said).
  completeText: (order, place) =>
    order?.payment_status === 'paid'
      ? KOKO_COMPLETE_TEXTS.paid
      : order?.payment_status === 'failed'
        ? KOKO_COMPLETE_TEXTS.failed(place)
        : KOKO_COMPLETE_TEXTS.unpaid,
  OrderPayment: KokoPaymentState,
} as const satisfies WebPaymentMethod;
