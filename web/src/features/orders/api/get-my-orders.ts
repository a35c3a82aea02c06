import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderLine } from '../../../../../shared/api/orders';
import { myOrdersKey, useCustomerToken } from '../../../lib/account-scope';
import { ApiError, callApi } from '../../../lib/api';

export type { OrderLine };

export type OrdersTab = 'pending' | 'complete';

/** S11: one tab's order lines; an answer whose `status` is not "success" is a failure. */
export async function getMyOrders(tab: OrdersTab): Promise<OrderLine[]> {
  const body = await callApi('orders-mine', { query: { status: tab } });
  if (body?.status !== 'success') throw new ApiError('Failed to load orders', 200);
  return Array.isArray(body.data) ? body.data : [];
}

export const myOrdersQueryOptions = (token: string | null, tab: OrdersTab) =>
  queryOptions({ queryKey: [...myOrdersKey(token), tab], queryFn: () => getMyOrders(tab), enabled: token !== null });

/** One tab of My Orders, asked again each time the tab is shown (SPEC: a tab always shows what the server holds). */
export function useMyOrders(tab: OrdersTab, enabled = true) {
  const options = myOrdersQueryOptions(useCustomerToken(), tab);
  return useQuery({ ...options, enabled: enabled && options.enabled, staleTime: 0, refetchOnMount: 'always' });
}
