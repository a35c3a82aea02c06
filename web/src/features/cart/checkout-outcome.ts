import { toast } from '../../components/toasts';
import { ApiError } from '../../lib/api';
import type { MethodOutcome, WebPaymentMethod } from '../payments';
import type { OnPlaced } from './CartFlow';
import { CHECKOUT_TOAST_MS } from './CheckoutForm';

/** What Pay Now came to: the method's outcome, or a request that failed (no answer, or an error answer). */
export type CheckoutOutcome = MethodOutcome | { kind: 'failed'; error: unknown };

/**
 * Step 2's end, signed in or as a guest: a placed order goes to step 3 (a card's after PayHere's window, as the
 * server then says it stands), anything else is said in a toast, the server's words first.
 */
export async function showCheckoutOutcome(
  outcome: CheckoutOutcome,
  method: WebPaymentMethod,
  onPlaced: OnPlaced,
  orderLink?: string,
): Promise<void> {
  if (outcome.kind === 'placed') {
    if (method.placedText) toast.success(method.placedText, CHECKOUT_TOAST_MS);
    onPlaced(outcome.finish ? await outcome.finish() : outcome.order, method.id, orderLink);
    return;
  }
  const text =
    outcome.kind === 'refused'
      ? outcome.message || method.refusedText
      : (outcome.error instanceof ApiError && outcome.error.serverMessage) || method.failedText;
  toast.error(text, CHECKOUT_TOAST_MS);
}
