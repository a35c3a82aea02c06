import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { useCustomerToken } from '../../../lib/account-scope';
import type { WishlistEntry } from '../../../../../shared/api/cart';
import { productIdOf, succeeded, WishlistRefused } from './get-wishlist';
import { wishlistKeys } from './keys';

export interface WishlistToggle {
  productId: number;
  add: boolean;
}

/** A stand-in entry shown until the server's list arrives (only its product id is read before then). */
const pendingEntry = (productId: number): WishlistEntry => ({
  id: -productId,
  user_id: 0,
  product_id: productId,
  created_at: '',
  product: {
    id: productId,
    name: '',
    description: '',
    price: 0,
    discount: 0,
    rating: 0,
    image: null,
    is_in_stock: true,
    stock: 1,
    category: 'Beard',
  },
});

/** The list as it looks once the toggle is done: the basis of the optimistic update. */
export function applyWishlistToggle(
  entries: readonly WishlistEntry[],
  { productId, add }: WishlistToggle,
): WishlistEntry[] {
  const without = entries.filter((e) => productIdOf(e) !== productId);
  return add ? [...without, pendingEntry(productId)] : without;
}

/** S6 (add) or S7 (remove; it takes the PRODUCT id, contract 7.17). */
export async function toggleWishlist({ productId, add }: WishlistToggle): Promise<void> {
  const body = add
    ? await callApi('wishlist-add', { body: { product_id: productId } })
    : await callApi('wishlist-remove', { params: { productId } });
  if (!succeeded(body)) throw new WishlistRefused('The wishlist was not changed');
}

/**
 * Adds or removes one product at once on screen and rolls back when the server says no. A confirmed change is
 * already on screen, so the list is only marked stale: the next page that shows it asks again (one request per
 * page view, contract 7.16), and no answer in flight can undo a later press.
 */
export function useToggleWishlist(productId: number | null) {
  const token = useCustomerToken();
  const queryClient = useQueryClient();
  const key = wishlistKeys.entries(token);
  const mutationKey = wishlistKeys.toggle(token, productId);
  const pending = useIsMutating({ mutationKey }) > 0;
  const mutation = useMutation({
    mutationKey,
    mutationFn: toggleWishlist,
    onMutate: async (toggle) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const before = queryClient.getQueryData<WishlistEntry[]>(key);
      queryClient.setQueryData<WishlistEntry[]>(key, applyWishlistToggle(before ?? [], toggle));
      return { before };
    },
    onError: (_error, toggle, context) => {
      // Undo only this product's change: other hearts may have changed since.
      queryClient.setQueryData<WishlistEntry[]>(key, (now) => {
        const was = context?.before?.find((e) => productIdOf(e) === toggle.productId);
        const others = (now ?? []).filter((e) => productIdOf(e) !== toggle.productId);
        return was ? [...others, was] : others;
      });
    },
    // A press before the list's first answer (a press made before the page was live, replayed as the page's first
    // read starts) cancelled that read and left only this product in the list: the whole list is then asked again.
    onSettled: (_data, _error, _toggle, context) =>
      queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: context?.before ? 'none' : 'active' }),
  });
  // `changing`: the product this instance's own change is for, while it is on its way.
  return {
    pending,
    toggle: mutation.mutateAsync,
    changing: mutation.isPending ? mutation.variables.productId : undefined,
  };
}
