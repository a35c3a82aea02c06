import { checkoutEn } from '../../../../lib/i18n/messages/checkout/en';
import type { WebPaymentMethod } from '../payment-method';
import { placeKokoOrder } from './api/place-koko-order';
import { useKokoTakes } from './api/get-koko-offer';
import { KokoPaymentState } from './KokoPaymentState';

/**
 * KOKO, pay in 3: after Pay Now the browser posts the signed form to KOKO, which sends the customer back to Order
 * complete of that order, which says what KOKO reported (My Orders offers Pay with KOKO while it can still be paid). Offered only for totals
 * within KOKO's range.
 */
export const kokoPayIn3 = {
  id: 'KOKO',
  label: checkoutEn['payment.KOKO.label'],
  paymentIdLabel: 'KOKO transaction ID',
  note: 'payment.KOKO.note',
  useOffered: useKokoTakes,
  place: placeKokoOrder,
  refusedText: 'payment.KOKO.startFailed',
  failedText: 'payment.KOKO.startFailed',
  // Before KOKO (just placed, unpaid), or back from it (paid or failed, as KOKO's callback said).
  completeText: (order) =>
    order?.payment_status === 'paid'
      ? 'payment.KOKO.paid'
      : order?.payment_status === 'failed'
        ? 'payment.KOKO.failed'
        : 'payment.KOKO.unpaid',
  OrderPayment: KokoPaymentState,
} as const satisfies WebPaymentMethod;
