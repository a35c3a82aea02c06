import type { FieldErrors } from '../../shared/validation/fields';
import { requestMessages } from './request-messages';

/**
 * An HTTP answer that is an error: its status, message and field map. The request layer (body, path ids, multipart)
 * and the handlers throw it, and the handlers' error map makes one from each domain error (decision 0033); the
 * error middleware turns it into the contract's envelope `{status:"error", message, errors?}`. Anything else
 * becomes a logged 500. Domain code never throws it.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string = requestMessages.unauthenticated) => new AppError(401, message);
export const forbidden = (message: string = requestMessages.forbidden) => new AppError(403, message);
export const notFound = (message = 'Not found.') => new AppError(404, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });

/** A 503: nothing was done and the same request is expected to work a second later. */
export const serviceBusy = (message: string) => new AppError(503, message, undefined, { 'retry-after': '1' });

/** A 422 with a field map; the message is the first field's first message, which is what a person should fix first. */
export function validationFailed(errors: FieldErrors): AppError {
  const first = Object.values(errors)[0]?.[0] ?? requestMessages.invalid;
  return new AppError(422, first, errors);
}

export function fieldError(field: string, message: string): AppError {
  return validationFailed({ [field]: [message] });
}
