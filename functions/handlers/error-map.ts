import type { ShopError } from '../domain/errors';
import type { DomainError } from '../lib/domain-error';
import {
  AppError,
  badRequest,
  fieldError,
  forbidden,
  notFound,
  serviceBusy,
  tooManyRequests,
  unauthorized,
} from '../lib/errors';

type ErrorByCode = { [E in ShopError as E['code']]: E };
type Answers = { [C in keyof ErrorByCode]: (error: ErrorByCode[C]) => AppError };

/**
 * The one map from the domain's refusals to the contract's answers (status and `{status:"error", message, errors?}`
 * body). Decision 0033. Its type lists every code of `ShopError`, so a new domain error does not compile until it
 * has its answer here.
 */
const answers: Answers = {
  'not-found': (e) => notFound(e.message),
  'out-of-stock': (e) => badRequest(e.message),
  'cart-empty': (e) => badRequest(e.message),
  'cart-full': (e) => badRequest(e.message),
  'cart-changed': (e) => new AppError(409, e.message),
  'cart-busy': (e) => new AppError(409, e.message),
  'price-changed': (e) => new AppError(409, e.message),
  'stock-changed': (e) => new AppError(409, e.message, { stockQuantity: [e.message] }),
  'product-changed': (e) => new AppError(409, e.message),
  'cannot-reopen': (e) => badRequest(e.message),
  'order-busy': (e) => new AppError(409, e.message),
  'shop-busy': (e) => serviceBusy(e.message),
  'not-payable': (e) => new AppError(409, e.message),
  'invalid-notification': (e) =>
    new AppError(e.reason === 'forged' ? 403 : e.reason === 'unknown-order' ? 404 : 400, e.message),
  'email-taken': (e) => fieldError('email', e.message),
  'sku-taken': (e) => fieldError(e.field, e.message),
  'refused-value': (e) => fieldError(e.field, e.message),
  'unreadable-image': (e) => fieldError('images', e.message),
  'invalid-credentials': (e) => unauthorized(e.message),
  'too-many-attempts': (e) => tooManyRequests(e.message, e.retryAfterSeconds),
  'reset-code-refused': (e) => fieldError('code', e.message),
  'not-received': (e) => forbidden(e.message),
  'already-reviewed': (e) => new AppError(409, e.message),
  'review-busy': (e) => new AppError(409, e.message),
  'code-refused': (e) => fieldError('code', e.message),
  'code-stopped-applying': (e) => new AppError(409, e.message),
  'return-cannot-move': (e) => new AppError(409, e.message),
  'order-has-return': (e) => new AppError(409, e.message),
  'return-of-canceled-order': (e) => new AppError(409, e.message),
  'refund-refused': (e) => new AppError(502, e.message),
  'refund-unanswered': (e) => new AppError(502, e.message),
  'refund-needs-check': (e) => new AppError(409, e.message),
  'refund-under-way': (e) => new AppError(409, e.message),
};

const isShopError = (error: DomainError): error is ShopError => Object.hasOwn(answers, error.code);

/** The contract's answer to a domain error, or null for a code the map does not know (answered as a logged 500). */
export function answerFor(error: DomainError): AppError | null {
  if (!isShopError(error)) return null;
  return answerWith(error.code, error);
}

function answerWith<C extends keyof ErrorByCode>(code: C, error: ErrorByCode[C]): AppError {
  return answers[code](error);
}
