import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myOrdersKey, useCustomerToken } from '../../../lib/account-scope';
import { callApi } from '../../../lib/api';
import { linkArgs, linkedOrderKey, useOrderScope } from '../../../lib/order-scope';
import { returnKeys } from './keys';
import type { ReturnRequest } from './return-types';

/**
 * `POST /v2/user/orders/{order_id}/returns`, or through a guest's order link its twin
 * `POST /v2/guest/orders/{order_number}/returns?t=` (issue 32); once sent, the orders and returns shown are asked
 * again.
 */
export function useRequestReturn(orderId: number) {
  const queryClient = useQueryClient();
  const token = useCustomerToken();
  const scope = useOrderScope();
  return useMutation({
    mutationFn: (body: ReturnRequest) =>
      scope.kind === 'link'
        ? callApi('guest-return', { ...linkArgs(scope), body })
        : callApi('returns-create', { params: { order_id: orderId }, body }),
    onSuccess: () =>
      scope.kind === 'link'
        ? queryClient.invalidateQueries({ queryKey: linkedOrderKey(scope.orderNumber, scope.token) })
        : Promise.all([
            queryClient.invalidateQueries({ queryKey: returnKeys.mine(token) }),
            queryClient.invalidateQueries({ queryKey: myOrdersKey(token) }),
          ]),
  });
}
