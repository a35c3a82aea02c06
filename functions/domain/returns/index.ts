export { adminReturnsPage } from './admin-returns';
export {
  claimRefund,
  CLAIM_HELD_AT_MOST_MS,
  markRefundUnanswered,
  refundOutcomeUnknown,
  releaseRefund,
} from './refund-claims';
export { keptShares, paidByLine } from './return-amounts';
export type { PaidLine } from './return-amounts';
export type { RefundClaim, ReturnEvent, ReturnItem, ReturnRecord } from './return-record';
export { assertReturnable, refundableCents, returnItems, returnsBlockCancel } from './return-rules';
export { adminReturnDetail, adminReturnRow, orderReturnRows, returnView, staffReturnView } from './return-views';
export { firstReceiptAction, moveReturnAction, newReturnActions, noNewReturnCheck } from './return-writes';
export {
  getReturn,
  returnById,
  returnItem,
  returnsByOrder,
  returnsGuardItem,
  returnsOfCustomer,
  returnsOfOrder,
} from './returns-repo';
// Its refusals, each with its answer (decision 0068).
export {
  orderHasReturn,
  refundNeedsCheck,
  refundRefused,
  refundUnanswered,
  refundUnderWay,
  returnCannotMove,
  returnErrors,
  returnOfCanceledOrder,
} from './return-errors';
// Where its items are in the table, and its ids (decision 0068).
export { returnIds } from './return-keys';
