export { adminOrderCard, historyRow, recentOrderRow } from './admin-order-views';
export { newOrder } from './new-order';
export { codeDiscountOf, codeSharesByLine, withCodeDiscount } from './order-discount';
export type { CodeDiscount } from './order-discount';
export type { OrderCustomer, OrderedProduct, PaymentPlan } from './new-order';
export { actorFields, ORDER_NOT_FOUND } from './order-actor';
export { orderDetailView } from './order-detail-view';
export type { OrderReturnRow } from './order-detail-view';
export { statusChangeEvents } from './order-history';
export { finishedPage, newestBetween, queuePage } from './order-queue';
export {
  customerLineName,
  customerLineText,
  deliveredAtOf,
  orderLanguage,
  orderLineName,
  orderLineText,
  paymentStatusOf,
} from './order-record';
export type { OrderActor, OrderEvent, OrderRecord, PaymentDetails, SlipFile } from './order-record';
export { customerOrderLines, orderLinesOf, orderSummary, returnWindowFields } from './order-views';
export { lineNamingFor, productNameOf, variantLabelOf } from './line-naming';
export type { LineNaming } from './line-naming';
export { newOrderAction, orderEventsAction, paymentChangeAction, statusChangeAction, withStatus } from './order-writes';
export { ordersByPayment } from './orders-by-payment';
export { ordersCsv } from './orders-csv';
export { getOrder, orderItem, ordersOfCustomer, toOrder } from './orders-repo';
export { alsoSettingTracking, trackingChangeAction, withTracking } from './order-tracking';
// Its refusals, each with its answer (decision 0068).
export {
  cannotReopen,
  codNotConfirmed,
  orderBusy,
  orderBusyMessages,
  orderBusyMessagesIn,
  orderErrors,
  refusedNotShipped,
} from './order-errors';
export { alreadyClaimed, checkoutKeyMissing, checkoutKeyReused } from './order-errors';
// Cash on delivery, confirmed, and parcels refused at the door (issue 31).
export { awaitsCodConfirmation, orderPhone } from './order-record';
export type { CodConfirmSecrets } from './order-record';
export { codConfirmationAction, countWrongCode } from './cod-confirmation-writes';
export { doorRefusalActions, recentDoorRefusals } from './door-refusals';
// Where its items are in the table, and its ids (decision 0068).
export { orderIds, orderKeys } from './order-keys';
// Buying without an account (issue 32): the order's link, a guest checkout's key and phone limit.
export { guestReturnPath, linkHashOf, linkOpens, newOrderLink, pathForOrder } from './order-link';
export { claimOrder } from './order-claim';
export { newLookupCode, replaceOrderLink, useLookupCode } from './guest-lookup';
export {
  bodyHashOf,
  countPhoneCheckoutAction,
  openSealedToken,
  readCheckoutKey,
  takeCheckoutKeyAction,
} from './guest-checkout-guards';
export type { GuestBuyer } from './order-record';
