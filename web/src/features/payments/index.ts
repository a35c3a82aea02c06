/** Card payments with PayHere: what the cart's checkout and My Orders use of this area. */
export { PAYMENT_START_FAILED, runCardPayment } from './card-payment';
export { CardPaymentState } from './CardPaymentState';
