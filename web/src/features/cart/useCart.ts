import { useCallback, useEffect, useState } from 'react';
import { useTimedMessage } from '../../components/useTimedMessage';
import { ApiError } from '../../lib/api';
import { cartUnits, useCartCount } from '../../lib/cart-count';
import { changeQuantity, fetchCart, removeLine, type CartLine } from './api';

export const CART_ALERT_MS = 5000;

export interface CartState {
  /** null until the first answer arrives. */
  lines: CartLine[] | null;
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

/** A server answer (non-2xx) or a failure to reach the server at all. */
const answered = (error: unknown) => error instanceof ApiError && error.status !== undefined;

/** Step 1's data: S2 lines, S3 quantity changes and S4 removals, each followed by a fresh S2 (contract S3/S4). */
export function useCart(): CartState {
  const [lines, setLines] = useState<CartLine[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [notice, showNotice] = useTimedMessage<string>(CART_ALERT_MS);
  const [busyLine, setBusyLine] = useState<number | null>(null);

  const reload = useCallback(async () => {
    try {
      const body = await fetchCart();
      if (!body?.status) throw new ApiError(body?.message ?? 'Failed to load cart items', 200, body);
      setLines(Array.isArray(body.data) ? body.data : []);
      useCartCount.getState().set(cartUnits(body.data));
      setLoadError(null);
    } catch (error) {
      setLoadError(answered(error) ? 'Failed to load cart items' : 'Error loading cart items. Please try again.');
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const change = async (line: CartLine, call: () => Promise<{ status?: unknown; message?: string }>, fallback: string, useServerMessage: boolean) => {
    setBusyLine(line.id);
    try {
      const body = await call();
      if (!body?.status) showNotice(body?.message || fallback);
    } catch (error) {
      // A stock shortage is a 400 whose message says what is left (contract S3); show it as it is.
      showNotice((useServerMessage && error instanceof ApiError && error.status === 400 && error.serverMessage) || fallback);
    } finally {
      await reload();
      setBusyLine(null);
    }
  };

  return {
    lines,
    loadError,
    notice,
    busyLine,
    reload,
    setQuantity: (line, quantity) => (quantity < 1 ? Promise.resolve() : change(line, () => changeQuantity(line.id, quantity), 'Failed to update cart', true)),
    remove: (line) => change(line, () => removeLine(line.id), 'Failed to remove item', false),
  };
}
