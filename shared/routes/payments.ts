import { payhereNotify } from './entries/payhere-notify';
import { payherePayAgain } from './entries/payhere-pay-again';
import { payhereOrderPayment } from './entries/payhere-order-payment';
import { kokoNotify } from './entries/koko-notify';
import { kokoPayAgain } from './entries/koko-pay-again';
import { kokoOffer } from './entries/koko-offer';
import { checkoutMethods } from './entries/checkout-methods';

/** Card payments with PayHere (contract S9 plus our own additions), KOKO's callback, paying again and range, and the ways to pay a customer is offered. */
export const paymentRoutes = [
  payhereNotify,
  payherePayAgain,
  payhereOrderPayment,
  kokoNotify,
  kokoPayAgain,
  kokoOffer,
  checkoutMethods,
] as const;
