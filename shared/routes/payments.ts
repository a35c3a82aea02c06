import { payhereNotify } from './entries/payhere-notify';
import { payherePayAgain } from './entries/payhere-pay-again';
import { payhereOrderPayment } from './entries/payhere-order-payment';
import { kokoNotify } from './entries/koko-notify';
import { kokoPayAgain } from './entries/koko-pay-again';
import { kokoOffer } from './entries/koko-offer';

/** Card payments with PayHere (contract S9 plus our own additions), and KOKO's callback, paying again and range. */
export const paymentRoutes = [
  payhereNotify,
  payherePayAgain,
  payhereOrderPayment,
  kokoNotify,
  kokoPayAgain,
  kokoOffer,
] as const;
