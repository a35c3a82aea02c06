import { callApi } from '../../lib/api';
import type { WishlistEntry } from '../../lib/contract/wire';

export type { WishlistEntry };

type Answer = { status?: unknown; message?: string };

/** `status === true || "success"` is how the wishlist page reads every answer (contract 0.4). */
export const succeeded = (body: Answer | null | undefined) => body?.status === true || body?.status === 'success';

export const fetchWishlist = () => callApi('wishlist-list');
/** S7 takes the PRODUCT id (contract 7.17). */
export const removeFromWishlist = (productId: number) => callApi('wishlist-remove', { params: { productId } });
