import { useIsMutating, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError, callApi } from '../../../lib/api';
import { useCustomerToken } from '../../../lib/account-scope';
import type { CartLine } from '../api';
import { discountOf, type CartDiscount } from './discount-answer';
import { cartKeys } from './keys';

/**
 * S2: the lines of the signed-in customer's cart; a 2xx with a falsy `status` is a failure. The same answer's
 * discount code goes to `onDiscount`.
 */
export async function getCart(onDiscount?: (discount: CartDiscount) => void): Promise<CartLine[]> {
  const body = await callApi('cart-list');
  if (!body?.status) throw new ApiError(body?.message ?? 'Failed to load cart items', 200, body);
  onDiscount?.(discountOf(body));
  return Array.isArray(body.data) ? body.data : [];
}

/** The cart's fetch, which also keeps the cart's discount code (one request for both). */
function useCartFetch() {
  const queryClient = useQueryClient();
  const token = useCustomerToken();
  return () => getCart((discount) => queryClient.setQueryData(cartKeys.discount(token), discount));
}

export const cartUnits = (lines: readonly CartLine[]) =>
  lines.reduce((sum, line) => sum + (Number(line.quantity) || 0), 0);

/** The cart, asked again whenever a screen showing it opens (another tab may have changed it). */
export function useCartLines() {
  const token = useCustomerToken();
  const queryFn = useCartFetch();
  return useQuery({ queryKey: cartKeys.lines(token), queryFn, enabled: token !== null, staleTime: 0 });
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
