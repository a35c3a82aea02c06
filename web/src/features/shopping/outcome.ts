import { ApiError } from '../../lib/api';

/** What a cart or wishlist action came to, for the button that started it. */
export type ShopOutcome =
  | { kind: 'ok' }
  /** No session, or the API answered 401: the shopper must sign in (contract 0.3). */
  | { kind: 'signin' }
  | { kind: 'failed'; message: string };

/** A signed-in admin or staff member: the customer routes answer 403. */
export const ONLY_CUSTOMERS_MESSAGE = 'Only customer accounts can shop. Sign in with a customer account.';

/** `body.status === true || "success"`: how cards and the wishlist read a cart or wishlist answer (contract 0.4). */
export const isSuccessBody = (body: { status?: unknown } | null | undefined) =>
  body?.status === true || body?.status === 'success';

/** The outcome of a rejected call: 401 means sign in, 403 the customers-only notice, anything else `otherwise`. */
export function outcomeOfError(error: unknown, otherwise: (error: ApiError | undefined) => string): ShopOutcome {
  const apiError = error instanceof ApiError ? error : undefined;
  if (apiError?.status === 401) return { kind: 'signin' };
  if (apiError?.status === 403) return { kind: 'failed', message: ONLY_CUSTOMERS_MESSAGE };
  return { kind: 'failed', message: otherwise(apiError) };
}
