import { ApiError, joinFieldErrors } from '../../lib/api';

export const UNEXPECTED = 'An unexpected error occurred. Please try again.';

type FieldMap = Record<string, string[] | string> | undefined;
const first = (v: string[] | string | undefined) => (Array.isArray(v) ? v[0] : v);

/** Profile, billing and avatar failures: every field message joined with ", ", else the server's message, else the fallback. */
export function failureText(error: unknown, fallback: string, unexpected = UNEXPECTED): string {
  if (!(error instanceof ApiError)) return unexpected;
  return joinFieldErrors(error.fieldErrors) || error.serverMessage || fallback;
}

/** Contract A9: the current password's first message, else the new password's, else all joined. */
export function passwordFieldsText(errors: FieldMap): string | undefined {
  return first(errors?.current_password) || first(errors?.new_password) || joinFieldErrors(errors);
}

export function passwordFailureText(
  error: unknown,
  fallback = 'Failed to update password. Please try again.',
  unexpected = UNEXPECTED,
): string {
  if (!(error instanceof ApiError)) return unexpected;
  return passwordFieldsText(error.fieldErrors) || error.serverMessage || fallback;
}
