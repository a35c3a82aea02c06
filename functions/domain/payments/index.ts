export { ownOrderPaidWith, payableOrder, paymentView } from './customer-payment';
export { expiryOf, overdueOrders } from './expire-unpaid';
export type { PaymentChange } from './payment-change';
// The ways to pay (decision 0070): each method's plug-in, and the registry that finds them.
export { checkoutMethod, paymentMethodOf } from './methods/registry';
export type { PaymentMethodPlugin, PaymentNotifications, ProviderRefunds, RefundOutcome } from './methods/method';
export { payhereCard } from './methods/payhere-card/payhere-card';
// PayHere's settings and signatures, which the local shop's stand-in for PayHere shares.
export {
  DEFAULT_PAYMENT_WINDOW_SECONDS,
  LOCAL_PAYHERE_APP_ID,
  LOCAL_PAYHERE_APP_SECRET,
  LOCAL_PAYHERE_MERCHANT_ID,
  LOCAL_PAYHERE_MERCHANT_SECRET,
} from './methods/payhere-card/payhere-config';
export { notificationSignature } from './methods/payhere-card/payhere-signing';
// Cash on delivery, confirmed (issue 31).
export { codeMatches, confirmationOf, orderIdOfConfirmLink, unconfirmedExpiryOf } from './methods/cod/cod-confirmation';
export type { CodChange } from './methods/cod/cod-confirmation';
export { DEFAULT_COD_CONFIRM_WINDOW_SECONDS, DEFAULT_COD_CONFIRMATION } from './methods/cod/cod-confirmation-config';
export { unconfirmedOverdueOrders } from './methods/cod/unconfirmed-orders';
export type { ConfirmationStart } from './methods/method';
// Its refusals, each with its answer (decision 0068).
export {
  badConfirmLink,
  cashWithheld,
  notAwaitingConfirmation,
  paymentErrors,
  tooManyCodes,
  wrongCode,
} from './payment-errors';
