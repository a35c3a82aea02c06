import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCustomerToken } from '../../../lib/account-scope';
import { callApi } from '../../../lib/api';
import { reviewKeys } from './keys';
import type { ReviewInput } from './review-types';

/**
 * Every catalogue answer carries a product's `rating` and `reviews` (the page's stars, cards, search), and the
 * server changes them in the same transaction as the review: they are all asked again.
 */
const CATALOGUE = ['catalogue'] as const;

/** The customer's own review of one product: post, save or delete it; the product's reviews and figures reload. */
export function useMyReviewChanges(productId: string) {
  const queryClient = useQueryClient();
  const token = useCustomerToken();
  const params = { id: productId };
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.product(productId) }),
      queryClient.invalidateQueries({ queryKey: reviewKeys.mine(token, productId) }),
      queryClient.invalidateQueries({ queryKey: CATALOGUE }),
    ]);
  const create = useMutation({
    mutationFn: (body: ReviewInput) => callApi('reviews-create', { params, body }),
    onSuccess: reload,
  });
  const update = useMutation({
    mutationFn: (body: ReviewInput) => callApi('reviews-mine-update', { params, body }),
    onSuccess: reload,
  });
  const remove = useMutation({
    mutationFn: () => callApi('reviews-mine-delete', { params }),
    onSuccess: reload,
  });
  return { create, update, remove };
}
