export { ownOrderPaidWith, payableOrder, paymentView } from './customer-payment';
export { expiryOf, overdueOrders } from './expire-unpaid';
export type { PaymentChange } from './payment-change';
// The ways to pay (decision 0070): each method's plug-in, and the registry that finds them.
export { checkoutMethod, paymentMethodOf } from './methods/registry';
export type { PaymentMethodPlugin, PaymentNotifications, ProviderRefunds, RefundOutcome } from './methods/method';
export { payhereCard } from './methods/payhere-card/payhere-card';
export { kokoPayIn3, kokoOffer } from './methods/koko/koko';
// PayHere's settings and signatures, which the local shop's stand-in for PayHere shares.
export {
  DEFAULT_PAYMENT_WINDOW_SECONDS,
  LOCAL_PAYHERE_APP_ID,
  LOCAL_PAYHERE_APP_SECRET,
  LOCAL_PAYHERE_MERCHANT_ID,
  LOCAL_PAYHERE_MERCHANT_SECRET,
} from './methods/payhere-card/payhere-config';
export { notificationSignature } from './methods/payhere-card/payhere-signing';
// Its refusals, each with its answer (decision 0068).
export { paymentErrors } from './payment-errors';
export {
  DEFAULT_KOKO_MAX_AMOUNT,
  DEFAULT_KOKO_MIN_AMOUNT,
  LOCAL_KOKO_API_KEY,
  LOCAL_KOKO_MERCHANT_ID,
  pemFromSetting,
} from './methods/koko/koko-config';
// KOKO's signing, which the local shop's stand-in for KOKO shares.
export { callbackDataString, rsaSign, rsaVerifies } from './methods/koko/koko-signing';
