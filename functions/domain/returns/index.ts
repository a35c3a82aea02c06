export { adminReturnsPage } from './admin-returns';
export { claimRefund, releaseRefund } from './refund-claims';
export { paidByLine } from './return-amounts';
export type { PaidLine } from './return-amounts';
export type { RefundClaim, ReturnEvent, ReturnItem, ReturnRecord } from './return-record';
export { assertReturnable, refundableCents, returnItems } from './return-rules';
export { adminReturnDetail, adminReturnRow, orderReturnRows, returnView } from './return-views';
export { firstReceiptAction, moveReturnAction, newReturnActions } from './return-writes';
export { getReturn, returnById, returnsByOrder, returnsOfCustomer, returnsOfOrder } from './returns-repo';
