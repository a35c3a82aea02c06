import { useTimedMessage } from '../../components/use-timed-message';
import { ApiError } from '../../lib/api';
import type { CartLine } from '../../../../shared/api/cart';
import { CartChangeRefused, useChangeCartLine, type CartChange } from './api/change-cart-line';
import type { CartTotals } from './api/cart-totals';
import { useCartView } from './api/get-cart';

export const CART_ALERT_MS = 5000;

export interface CartState {
  /** null until the first answer arrives. */
  lines: CartLine[] | null;
  /** The server's totals of those lines (null with them). */
  totals: CartTotals | null;
  /** A change is on its way: the totals are the server's last, its new ones follow. */
  updating: boolean;
  /** Why the cart could not be shown (kept until a retry succeeds). */
  loadError: string | null;
  /** A passing notice about a change that failed (hidden after 5 s). */
  notice: string | null;
  /** The line being changed or removed. */
  busyLine: number | null;
  reload(): Promise<void>;
  setQuantity(line: CartLine, quantity: number): Promise<void>;
  remove(line: CartLine): Promise<void>;
}

/** A cart not read yet (the server's drawing of /cart): step 1 shows its loading state. */
export const CART_NOT_READ: CartState = {
  lines: null,
  totals: null,
  updating: false,
  loadError: null,
  notice: null,
  busyLine: null,
  reload: async () => undefined,
  setQuantity: async () => undefined,
  remove: async () => undefined,
};

/** A server answer (non-2xx) or a failure to reach the server at all. */
const answered = (error: unknown) => error instanceof ApiError && error.status !== undefined;

/** The text of a change the server refused (SPEC section 4); a stock shortage's 400 says what is left (contract S3). */
function refusalText(error: unknown, change: CartChange): string {
  const fallback = change.kind === 'remove' ? 'Failed to remove item' : 'Failed to update cart';
  if (error instanceof CartChangeRefused) return error.message || fallback;
  if (change.kind === 'quantity' && error instanceof ApiError && error.status === 400 && error.serverMessage)
    return error.serverMessage;
  return fallback;
}

/** Step 1's data: S2 lines, S3 quantity changes and S4 removals, each shown at once and undone if refused. */
export function useCart(): CartState {
  const query = useCartView();
  const change = useChangeCartLine();
  const [notice, showNotice] = useTimedMessage<string>(CART_ALERT_MS);

  const run = async (c: CartChange) => {
    try {
      await change.mutateAsync(c);
    } catch (error) {
      showNotice(refusalText(error, c));
    }
  };

  return {
    lines: query.data?.lines ?? null,
    totals: query.data?.totals ?? null,
    updating: change.isPending,
    loadError: query.isError
      ? answered(query.error)
        ? 'Failed to load cart items'
        : 'Error loading cart items. Please try again.'
      : null,
    notice,
    busyLine: change.isPending ? change.variables.line.id : null,
    reload: async () => {
      await query.refetch();
    },
    setQuantity: (line, quantity) => (quantity < 1 ? Promise.resolve() : run({ kind: 'quantity', line, quantity })),
    remove: (line) => run({ kind: 'remove', line }),
  };
}
