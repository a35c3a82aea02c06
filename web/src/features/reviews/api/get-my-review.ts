import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteResponse } from '../../../../../shared/routes';
import { useCustomerToken } from '../../../lib/account-scope';
import { callApi } from '../../../lib/api';
import { reviewKeys } from './keys';

export type MyReviewState = RouteResponse<'reviews-mine'>['data'];

/** The signed-in customer's own review of the product and whether they may write one. */
export const getMyReview = async (productId: string): Promise<MyReviewState> =>
  (await callApi('reviews-mine', { params: { id: productId } })).data;

export const myReviewQueryOptions = (token: string | null, productId: string) =>
  queryOptions({
    queryKey: reviewKeys.mine(token, productId),
    queryFn: () => getMyReview(productId),
    enabled: token !== null,
  });

/** The signed-in customer's own review of the product (and whether they received it); none for anyone else. */
export function useMyReview(productId: string) {
  const token = useCustomerToken();
  const query = useQuery(myReviewQueryOptions(token, productId));
  return { signedInCustomer: token !== null, state: query.data };
}
