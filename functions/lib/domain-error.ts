/**
 * A rule of the shop said no. Domain code throws one `DomainError` whose `kind` names what happened, whose `message`
 * says it in SPEC's words and whose `data` carries what its answer needs (a field's name, when to try again); it
 * never picks an HTTP status. Each area declares its kinds with `declareErrors`, each with the kind of answer it gets,
 * in the domain's words (`Answer`); the handlers' error map (functions/handlers/error-map.ts) is built from those
 * declarations and is the one place that turns them into the contract's answers (decisions 0033, 0068).
 */

/** How a refusal is answered, named by what it is rather than by a status. */
export type Answer =
  /** Something named by id is not there, or is someone else's. */
  | 'not-found'
  /** The request cannot be done as it stands (an empty cart, a product out of stock). */
  | 'not-allowed'
  /** One field's value is refused; the answer names the field. */
  | 'invalid-field'
  /** Something moved under the request, or its state does not allow the move; it may name a field. */
  | 'conflict'
  /** The caller did not prove who they are. */
  | 'unauthenticated'
  /** The caller may not do this. */
  | 'forbidden'
  /** Too many tries for now; the error's data says when trying again works. */
  | 'too-many-tries'
  /** Nothing was done, and the same request is expected to work a moment later. */
  | 'busy'
  /** A provider the shop relies on (PayHere) refused or did not answer. */
  | 'provider-failed';

/** What one kind of refusal is answered with. */
export interface KindAnswer {
  answer: Answer;
  /** The field the answer names, unless the error's data names another. */
  field?: string;
}

/** What an answer needs beyond the message. */
export interface ErrorData {
  /** The field the refusal is about (`sku`, `variants.2.sku`), where the kind does not always name the same one. */
  field?: string;
  /** When trying again works, for a `too-many-tries` answer. */
  retryAfterSeconds?: number;
}

export class DomainError<K extends string = string> extends Error {
  constructor(
    readonly kind: K,
    message: string,
    readonly data: ErrorData = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** The data a kind's answer cannot do without: when to try again, or a field its declaration does not name. */
type DataOf<A extends KindAnswer> = A extends { answer: 'too-many-tries' }
  ? [data: { retryAfterSeconds: number }]
  : A extends { answer: 'invalid-field'; field: string }
    ? [data?: { field: string }]
    : A extends { answer: 'invalid-field' }
      ? [data: { field: string }]
      : [];

/** One area's kinds of refusal, each with its answer. */
export class AreaErrors<const T extends Record<string, KindAnswer>> {
  constructor(readonly answers: T) {}

  /** An error of one of this area's kinds. */
  create<K extends keyof T & string>(kind: K, message: string, ...data: DataOf<T[K]>): DomainError<K> {
    return new DomainError(kind, message, data[0]);
  }

  /** Whether `error` is a refusal of this area's `kind` (for code that decides on one). */
  is<K extends keyof T & string>(error: unknown, kind: K): error is DomainError<K> {
    return error instanceof DomainError && error.kind === kind;
  }
}

/** Declares an area's kinds of refusal; a kind cannot be declared, nor thrown, without its answer. */
export const declareErrors = <const T extends Record<string, KindAnswer>>(answers: T) => new AreaErrors(answers);
