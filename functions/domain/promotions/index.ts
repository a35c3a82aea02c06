export { assertMayTryCode, countRefusedCode } from './code-guesses';
export { checkCode } from './code-check';
export { checkedCounters, takenCounters } from './code-customer';
export type { CodeCustomer } from './code-customer';
export type { CodeRecord } from './code-record';
export { refusalOf } from './code-rules';
export { moveUseActions, takeUseActions } from './code-uses';
export { codeAnswer, codeUseRow, termsOf } from './code-views';
export { allCodes, codeOrThrow, createCode, deleteCode, getCode, updateCodeTerms, usesOfCode } from './codes-repo';
export { coveredLines, priceWithCode } from './pricing';
export type { CodeLine } from './pricing';
// Its refusals, each with its answer (decision 0068).
export { codeStoppedApplying, promotionErrors } from './promotion-errors';
