import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCustomerToken } from '../../../lib/account-scope';
import { callApi } from '../../../lib/api';
import { useGuestCart } from '../guest/guest-cart-store';
import { mergePlan } from '../guest/merge-plan';
import { getCart } from './get-cart';
import { cartKeys } from './keys';
import { priceGuestCart, type GuestCartRequest } from './price-guest-cart';

/**
 * Moves the browser's cart into the account's through the account's own routes (decision 0077): both priced by the
 * server, each line added (S1) as far as stock allows beside what the account already holds, and the browser's
 * discount code applied when the account's cart has none. A line or code the server refuses meanwhile is left out:
 * the account's cart says what it holds.
 */
export async function mergeGuestCart(request: GuestCartRequest): Promise<void> {
  const [guest, account] = await Promise.all([priceGuestCart(request), getCart()]);
  for (const add of mergePlan(guest.lines, account.lines)) {
    const body = {
      product_id: add.productId,
      quantity: add.quantity,
      ...(add.variantId ? { variant_id: add.variantId } : {}),
    };
    await callApi('cart-add', { body }).catch(() => undefined);
  }
  if (request.code && !account.totals.code)
    await callApi('cart-discount-apply', { body: { code: request.code } }).catch(() => undefined);
}

// One merge per sign-in, however many times the effect runs (StrictMode runs it twice).
const merging = new Set<string>();

/**
 * Once a customer is signed in (sign-in or sign-up) with lines in the browser's cart: merges them into the account's
 * cart, then empties the browser's and asks the account's cart again. A merge that fails keeps the browser's cart
 * for the next sign-in.
 */
export function useMergeGuestCart(): void {
  const token = useCustomerToken();
  const hasLines = useGuestCart((s) => s.lines.length > 0);
  const queryClient = useQueryClient();
  const merge = useMutation({
    mutationFn: mergeGuestCart,
    onSuccess: () => useGuestCart.getState().clear(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.cart(token) }),
  });
  const { mutate } = merge;
  useEffect(() => {
    if (!token || !hasLines || merging.has(token)) return;
    merging.add(token);
    const { lines, code } = useGuestCart.getState();
    mutate({ lines, code }, { onSettled: () => merging.delete(token) });
  }, [token, hasLines, mutate]);
}
