import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api';
import { useCustomerToken } from '../../../lib/account-scope';
import { useSession } from '../../../lib/session';
import { cartViewOf, type CartTotals, type CartView } from './cart-totals';
import { cartKeys } from './keys';
import { useGuestCartUnits } from './price-guest-cart';

/** S2: the signed-in customer's cart, its lines with the server's figures; a 2xx with a falsy `status` is a failure. */
export async function getCart(): Promise<CartView> {
  const body = await callApi('cart-list');
  if (!body?.status) throw new ApiError(body?.message ?? 'Failed to load cart items', 200, body);
  return cartViewOf(body);
}

/** Only a customer has a cart. */
export const cartQueryOptions = (token: string | null) =>
  queryOptions({ queryKey: cartKeys.cart(token), queryFn: getCart, enabled: token !== null });

/** The cart, asked again whenever a screen showing it opens (another tab may have changed it). */
export function useCartView() {
  return useQuery({ ...cartQueryOptions(useCustomerToken()), staleTime: 0 });
}

/** The cart's totals and discount code as its last answer said them (null before the first); never asks itself. */
export function useCartTotals(): CartTotals | null {
  const query = useQuery({ ...cartQueryOptions(useCustomerToken()), enabled: false, select: (v) => v.totals });
  return query.data ?? null;
}

/**
 * Units in the cart for the navigation bar, as the server counts them (`total_items`): the customer's, or a signed-out
 * shopper's browser cart; null when unknown (not a customer, not loaded). A change on its way moves it only once the
 * server has answered.
 */
export function useCartUnits(): number | null {
  const token = useCustomerToken();
  const guest = useGuestCartUnits(useSession((s) => s.token === null));
  const query = useQuery({ ...cartQueryOptions(token), select: (v) => v.units });
  return token !== null && query.isSuccess ? query.data : guest;
}
