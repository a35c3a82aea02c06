export { ownOrderPaidWith, payableLinkedOrder, payableOrder, paymentView } from './customer-payment';
export { customerPaymentFields } from './customer-payment-fields';
export { expiryOf, overdueOrders } from './expire-unpaid';
export type { PaymentChange } from './payment-change';
export { refuseUnlessPaidToPrepare } from './prepare-guard';
// The ways to pay (decision 0070): each method's plug-in, and the registry that finds them.
export { allPaymentMethods, checkoutMethod, paymentMethodOf } from './methods/registry';
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
// The bank transfer's settings, whose demo account the local shop sets.
export { DEFAULT_BANK_TRANSFER_WINDOW_SECONDS, LOCAL_BANK_ACCOUNT } from './methods/bank-transfer/bank-config';
export {
  DEFAULT_KOKO_MAX_AMOUNT,
  DEFAULT_KOKO_MIN_AMOUNT,
  LOCAL_KOKO_API_KEY,
  LOCAL_KOKO_MERCHANT_ID,
  pemFromSetting,
} from './methods/koko/koko-config';
// KOKO's signing, which the local shop's stand-in for KOKO shares.
export { callbackDataString, rsaSign, rsaVerifies } from './methods/koko/koko-signing';
// A bank transfer's slips: kept private, decided by staff.
export { bankTransfer } from './methods/bank-transfer/bank-transfer';
export { bankTransferDetails, rejectionReasonOf } from './methods/bank-transfer/bank-details';
export { SLIP_LINK_SECONDS, slipLink, slipTypeOf, storeSlip } from './methods/bank-transfer/slip-files';
export {
  refuseUnlessSlipWanted,
  slipAccepted,
  slipRejected,
  slipUploaded,
} from './methods/bank-transfer/slip-decisions';
export { slipNotAllowed, slipTypeRefused } from './payment-errors';
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
  methodNotOffered,
  notAwaitingConfirmation,
  paymentErrors,
  paymentRefusals,
  paymentRefusalsIn,
  tooManyCodes,
  wrongCode,
} from './payment-errors';
export { orderNextSteps } from './next-steps';
