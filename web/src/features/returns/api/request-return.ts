import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myOrdersKey, useCustomerToken } from '../../../lib/account-scope';
import { callApi } from '../../../lib/api';
import { returnKeys } from './keys';
import type { ReturnRequest } from './return-types';

/** `POST /v2/user/orders/{order_id}/returns`; once sent, the customer's orders and returns are asked again. */
export function useRequestReturn(orderId: number) {
  const queryClient = useQueryClient();
  const token = useCustomerToken();
  return useMutation({
    mutationFn: (body: ReturnRequest) => callApi('returns-create', { params: { order_id: orderId }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: returnKeys.mine(token) }),
        queryClient.invalidateQueries({ queryKey: myOrdersKey(token) }),
      ]),
  });
}
