import { skipToken, useIsMutating, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError, callApi } from '../../../lib/api';
import { useCustomerToken } from '../../../lib/account-scope';
import type { CartLine } from '../api';
import { totalsOf, type CartTotals } from './cart-totals';
import { cartKeys } from './keys';

/**
 * S2: the lines of the signed-in customer's cart; a 2xx with a falsy `status` is a failure. The same answer's
 * totals and discount code go to `onTotals`.
 */
export async function getCart(onTotals?: (totals: CartTotals) => void): Promise<CartLine[]> {
  const body = await callApi('cart-list');
  if (!body?.status) throw new ApiError(body?.message ?? 'Failed to load cart items', 200, body);
  onTotals?.(totalsOf(body));
  return Array.isArray(body.data) ? body.data : [];
}

/** The cart's fetch, which also keeps the cart's totals (one request for both). */
function useCartFetch() {
  const queryClient = useQueryClient();
  const token = useCustomerToken();
  return () => getCart((totals) => queryClient.setQueryData(cartKeys.totals(token), totals));
}

export const cartUnits = (lines: readonly CartLine[]) =>
  lines.reduce((sum, line) => sum + (Number(line.quantity) || 0), 0);

/** The cart, asked again whenever a screen showing it opens (another tab may have changed it). */
export function useCartLines() {
  const token = useCustomerToken();
  const queryFn = useCartFetch();
  return useQuery({ queryKey: cartKeys.lines(token), queryFn, enabled: token !== null, staleTime: 0 });
}

/** The cart's totals and discount code as the last answer of the cart said them (null before the first). */
export function useCartTotals(): CartTotals | null {
  const token = useCustomerToken();
  return useQuery<CartTotals>({ queryKey: cartKeys.totals(token), queryFn: skipToken }).data ?? null;
}

/**
 * Units in the customer's cart for the navigation bar; null when unknown (signed out, not a customer, not loaded).
 * It counts what the server holds: while a change is on its way (shown at once on the cart page) the count waits.
 */
export function useCartUnits(): number | null {
  const token = useCustomerToken();
  const queryFn = useCartFetch();
  const query = useQuery({
    queryKey: cartKeys.lines(token),
    queryFn,
    enabled: token !== null,
    select: cartUnits,
  });
  const changing = useIsMutating({ mutationKey: cartKeys.change(token) }) > 0;
  const confirmed = useRef<number | null>(null);
  if (!changing) confirmed.current = token !== null && query.isSuccess ? query.data : null;
  return confirmed.current;
}
