import { authErrors } from '../domain/auth';
import { cartErrors } from '../domain/cart';
import { catalogErrors } from '../domain/catalog';
import { inventoryErrors } from '../domain/inventory';
import { orderErrors } from '../domain/orders';
import { paymentErrors } from '../domain/payments';
import { promotionErrors } from '../domain/promotions';
import { returnErrors } from '../domain/returns';
import { reviewErrors } from '../domain/reviews';
import { shopErrors } from '../domain/shop-errors';
import { userErrors } from '../domain/users';
import type { AreaErrors, Answer, DomainError, KindAnswer } from '../lib/domain-error';
import {
  AppError,
  badRequest,
  forbidden,
  fieldError,
  notFound,
  serviceBusy,
  tooManyRequests,
  unauthorized,
} from '../lib/errors';

/**
 * Every kind of refusal with its answer, built from the areas' own declarations (decision 0068): a new kind is
 * declared in its area with its answer and needs no line here; a new area that declares kinds adds its one line,
 * which tests/unit/domain-errors.test.ts requires of every area.
 */
export const AREA_ERRORS: readonly AreaErrors<Record<string, KindAnswer>>[] = [
  shopErrors,
  authErrors,
  userErrors,
  catalogErrors,
  inventoryErrors,
  cartErrors,
  orderErrors,
  paymentErrors,
  promotionErrors,
  reviewErrors,
  returnErrors,
];

const answers = new Map<string, KindAnswer>(AREA_ERRORS.flatMap((area) => Object.entries(area.answers)));

/**
 * The contract's answer (status and `{status:"error", message, errors?}` body) to each kind of answer. Its type
 * lists every `Answer`, so a new one does not compile until it has its status here.
 */
const http: Record<Answer, (message: string, field: string | undefined, error: DomainError) => AppError | null> = {
  'not-found': (message) => notFound(message),
  'not-allowed': (message) => badRequest(message),
  'invalid-field': (message, field) => (field ? fieldError(field, message) : null),
  conflict: (message, field) => new AppError(409, message, field ? { [field]: [message] } : undefined),
  unauthenticated: (message) => unauthorized(message),
  forbidden: (message) => forbidden(message),
  'too-many-tries': (message, _field, error) =>
    error.data.retryAfterSeconds === undefined ? null : tooManyRequests(message, error.data.retryAfterSeconds),
  busy: (message) => serviceBusy(message),
  'provider-failed': (message) => new AppError(502, message),
};

/**
 * The contract's answer to a domain error, or null for a kind no area declares (or one without what its answer
 * needs): the HTTP wrapper answers those as a logged 500.
 */
export function answerFor(error: DomainError): AppError | null {
  const declared = answers.get(error.kind);
  if (!declared) return null;
  return http[declared.answer](error.message, error.data.field ?? declared.field, error);
}
