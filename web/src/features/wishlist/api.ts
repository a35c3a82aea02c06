import { api } from '../../lib/api';

/** One entry of S5 with the product fields of contract 6.13. */
export interface WishlistEntry {
  id: number;
  product: {
    id: number;
    name: string;
    description: string;
    price: number | string;
    discount: number | string | null;
    rating: number;
    image: string | null;
    is_in_stock: boolean;
  };
}

type Answer = { status?: unknown; message?: string };

/** `status === true || "success"` is how the wishlist page reads every answer (contract 0.4). */
export const succeeded = (body: Answer | null | undefined) => body?.status === true || body?.status === 'success';

export const fetchWishlist = () => api.get<Answer & { data?: WishlistEntry[] }>('/v2/wishlist');
/** S7 takes the PRODUCT id (contract 7.17). */
export const removeFromWishlist = (productId: number) => api.delete<Answer>(`/v2/wishlist/${productId}`);
