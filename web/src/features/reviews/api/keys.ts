import { accountKey } from '../../../lib/account-scope';
import type { ReviewSort } from './review-types';

/** The reviews' query keys: every page of one product's reviews lives under `product(id)`. */
export const reviewKeys = {
  product: (productId: string) => ['reviews', productId] as const,
  page: (productId: string, sort: ReviewSort, page: number) => ['reviews', productId, sort, page] as const,
  /** The signed-in customer's own review of the product and whether they may write one. */
  mine: (token: string | null, productId: string) => [...accountKey(token), 'reviews', productId] as const,
};
