import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api';
import { linkArgs, useOrderScope, type OrderScope } from '../../../../../lib/order-scope';

/**
 * The SMS code confirms a cash order (issue 31): `POST /v2/user/orders/{order_id}/confirm` for one's own, or the
 * link's twin `POST /v2/guest/orders/{order_number}/confirm?t=` (issue 32).
 */
export const confirmOrderByCode = (scope: OrderScope, orderId: number, code: string) =>
  scope.kind === 'link'
    ? callApi('guest-confirm-code', { ...linkArgs(scope), body: { code } })
    : callApi('cod-confirm-code', { params: { order_id: orderId }, body: { code } });

export function useConfirmOrderByCode(orderId: number) {
  const scope = useOrderScope();
  return useMutation({ mutationFn: (code: string) => confirmOrderByCode(scope, orderId, code) });
}
