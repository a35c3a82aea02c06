import { useQuery } from '@tanstack/react-query';
import type { RouteResponse } from '../../../../../shared/routes';
import { useCustomerToken } from '../../../lib/account-scope';
import { callApi } from '../../../lib/api';
import { reviewKeys } from './keys';

export type MyReviewState = RouteResponse<'reviews-mine'>['data'];

/** The signed-in customer's own review of the product (and whether they received it); none for anyone else. */
export function useMyReview(productId: string) {
  const token = useCustomerToken();
  const query = useQuery({
    queryKey: reviewKeys.mine(token, productId),
    queryFn: async () => (await callApi('reviews-mine', { params: { id: productId } })).data,
    enabled: token !== null,
  });
  return { signedInCustomer: token !== null, state: query.data };
}
