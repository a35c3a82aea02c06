import { toast } from '../../components/toasts';
import { ApiError } from '../../lib/api';
import type { MessageId } from '../../lib/i18n';
import type { MethodOutcome, WebPaymentMethod } from '../payments';
import type { OnPlaced } from './CartFlow';
import { CHECKOUT_TOAST_MS } from './CheckoutForm';

/** What Pay Now came to: the method's outcome, or a request that failed (no answer, or an error answer). */
export type CheckoutOutcome = MethodOutcome | { kind: 'failed'; error: unknown };

/**
 * Step 2's end, signed in or as a guest: a placed order goes to step 3 (a card's after PayHere's window, as the
 * server then says it stands), anything else is said in a toast, the server's words first (as it sent them, in the
 * contract's English: decision 0093), else the method's own in the page's language (`say`).
 */
export async function showCheckoutOutcome(
  outcome: CheckoutOutcome,
  method: WebPaymentMethod,
  say: (id: MessageId) => string,
  onPlaced: OnPlaced,
  orderLink?: string,
): Promise<void> {
  if (outcome.kind === 'placed') {
    if (method.placedText) toast.success(say(method.placedText), CHECKOUT_TOAST_MS);
    onPlaced(outcome.finish ? await outcome.finish() : outcome.order, method.id, orderLink);
    return;
  }
  const text =
    outcome.kind === 'refused'
      ? outcome.message || say(method.refusedText)
      : (outcome.error instanceof ApiError && outcome.error.serverMessage) || say(method.failedText);
  toast.error(text, CHECKOUT_TOAST_MS);
}
