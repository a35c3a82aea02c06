import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myOrdersKey, useCustomerToken } from '../../../lib/account-scope';
import { callApi } from '../../../lib/api';
import type { OrderLinkParts } from './get-guest-order';

/** `POST /api/v2/user/orders/claim`: the signed-in customer adds a guest order to My Orders; its link's token proves it. */
export const claimOrder = ({ orderNumber, token }: OrderLinkParts) =>
  callApi('guest-claim', { body: { order_number: orderNumber, token } });

/** Add to my account; My Orders then holds the order. */
export function useClaimOrder() {
  const token = useCustomerToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myOrdersKey(token) }),
  });
}
