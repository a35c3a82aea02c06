import { useEffect } from 'react';
import { useTimedMessage } from '../../../components/use-timed-message';
import { ApiError } from '../../../lib/api';
import { useGuestCartView } from '../api/price-guest-cart';
import { CART_ALERT_MS, type CartState } from '../use-cart';
import { useGuestCart } from './guest-cart-store';

/** The server no longer takes the browser's code for these lines (ended, used up, or the lines changed): a 422 on `code`. */
const codeRefused = (error: unknown) => error instanceof ApiError && error.status === 422 && !!error.fieldErrors?.code;

/**
 * Step 1's data for a signed-out shopper: the lines kept in this browser, with the server's figures for them. A
 * change is made in the browser at once; the figures are the server's next answer (the browser adds nothing up). A
 * code the server stops taking is dropped, with its reason, as the account's cart drops it at checkout.
 */
export function useGuestCartState(): CartState {
  const store = useGuestCart();
  const query = useGuestCartView();
  const [notice, showNotice] = useTimedMessage<string>(CART_ALERT_MS);
  const empty = store.lines.length === 0;
  const refused = store.code !== null && codeRefused(query.error);
  const { setCode } = store;
  useEffect(() => {
    if (!refused) return;
    showNotice((query.error as ApiError).serverMessage ?? 'Your discount code was removed.');
    setCode(null);
  }, [refused, query.error, setCode, showNotice]);
  return {
    lines: empty ? [] : (query.data?.lines ?? null),
    totals: empty ? null : (query.data?.totals ?? null),
    updating: query.isPlaceholderData,
    loadError: !empty && query.isError && !refused ? 'Failed to load cart items' : null,
    notice,
    busyLine: null,
    reload: async () => {
      await query.refetch();
    },
    setQuantity: async (line, quantity) => {
      if (quantity >= 1) store.setQuantity(line.product_id, line.variant_id, quantity);
    },
    remove: async (line) => store.remove(line.product_id, line.variant_id),
  };
}
