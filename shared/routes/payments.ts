import { payhereNotify } from './entries/payhere-notify';
import { payherePayAgain } from './entries/payhere-pay-again';
import { payhereOrderPayment } from './entries/payhere-order-payment';

/** Card payments with PayHere (contract S9 plus our own additions). */
export const paymentRoutes = [payhereNotify, payherePayAgain, payhereOrderPayment] as const;
