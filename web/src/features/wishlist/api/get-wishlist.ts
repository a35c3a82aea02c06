import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { useCustomerToken } from '../../../lib/account-scope';
import type { WishlistEntry } from '../../../../../shared/api/cart';
import { wishlistKeys } from './keys';

export type { WishlistEntry };

/** `status === true || "success"` is how the wishlist reads every answer (contract 0.4). */
export const succeeded = (body: { status?: unknown } | null | undefined) =>
  body?.status === true || body?.status === 'success';

/** A 2xx that is not a success: the server did not do it. */
export class WishlistRefused extends Error {}

/** S5: the saved products. */
export async function getWishlist(): Promise<WishlistEntry[]> {
  const body = await callApi('wishlist-list');
  if (!succeeded(body)) throw new WishlistRefused('Failed to load wishlist items');
  return Array.isArray(body.data) ? body.data : [];
}

/** The product id of an entry (entries carry `product.id`, contract S5). */
export const productIdOf = (entry: WishlistEntry) => Number(entry.product?.id ?? entry.product_id);

/** Only a customer has one. */
export const wishlistQueryOptions = (token: string | null) =>
  queryOptions({ queryKey: wishlistKeys.entries(token), queryFn: getWishlist, enabled: token !== null });

/**
 * The customer's wishlist, asked again when a page showing it opens: every heart of a page shares the one request
 * (the earlier client sent one per card, contract 7.16).
 */
export const useWishlistEntries = () => useQuery({ ...wishlistQueryOptions(useCustomerToken()), staleTime: 0 });

/**
 * How long a wishlist answer serves hearts that appear after it. A page's hearts do not all mount at once (the page
 * hydrates, the signed-in state arrives, fresh catalogue data swaps in cards); with no grace, a heart that mounts just
 * after the answer asks again, and a page view costs two requests. A page opened later still asks once.
 */
const HEARTS_SHARE_AN_ANSWER_MS = 2_000;

/** Whether a product is in the customer's wishlist (false while unknown). */
export function useInWishlist(productId: number): boolean {
  const query = useQuery({
    ...wishlistQueryOptions(useCustomerToken()),
    staleTime: HEARTS_SHARE_AN_ANSWER_MS,
    select: (entries) => entries.some((e) => productIdOf(e) === productId),
  });
  return query.data ?? false;
}
