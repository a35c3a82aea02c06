import { useQuery } from '@tanstack/react-query';
import { myOrdersKey, useCustomerToken } from '../../../lib/account-scope';
import { ApiError } from '../../../lib/api';
import { fetchMyOrders, type OrderLine, type OrdersTab } from '../api';

/** S11: one tab's order lines; an answer whose `status` is not "success" is a failure. */
async function getMyOrders(tab: OrdersTab): Promise<OrderLine[]> {
  const body = await fetchMyOrders(tab);
  if (body?.status !== 'success') throw new ApiError('Failed to load orders', 200);
  return Array.isArray(body.data) ? body.data : [];
}

/** One tab of My Orders, asked again each time the tab is shown (SPEC: a tab always shows what the server holds). */
export function useMyOrders(tab: OrdersTab, enabled = true) {
  const token = useCustomerToken();
  return useQuery({
    queryKey: [...myOrdersKey(token), tab],
    queryFn: () => getMyOrders(tab),
    enabled: enabled && token !== null,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
