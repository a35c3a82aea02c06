export { ownCardOrder, payableOrder, paymentView } from './customer-payment';
export { expiryOf, overdueOrders } from './expire-unpaid';
export {
  DEFAULT_PAYMENT_WINDOW_SECONDS,
  LOCAL_PAYHERE_APP_ID,
  LOCAL_PAYHERE_APP_SECRET,
  LOCAL_PAYHERE_MERCHANT_ID,
  LOCAL_PAYHERE_MERCHANT_SECRET,
  payhereSettings,
} from './payhere-config';
export type { PayhereSettings } from './payhere-config';
export { notificationSignature } from './payhere-signing';
export type { PaymentChange } from './payment-change';
export { decideNotification, verifiedNotification } from './payment-notification';
export { paymentObject } from './payment-object';
export { refundPayment } from './payhere-refund';
export type { RefundOutcome } from './payhere-refund';
// Its refusals, each with its answer (decision 0068).
export { paymentErrors } from './payment-errors';
