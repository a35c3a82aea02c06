import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api';
import { adminKeys } from '../../common/admin-keys';
import { adminQueryOptions, useAdminToken } from '../../common/admin-query';
import { orderPageOf, type HistoryRow } from './get-orders';

/** B7. */
export const getOrderHistory = (page: number) =>
  orderPageOf<HistoryRow>(() => callApi('admin-order-history', { query: { page } }), page);

export const orderHistoryQueryOptions = (token: string | null, page: number) =>
  adminQueryOptions(token, adminKeys.orderHistory(page), () => getOrderHistory(page));

/** One page of Order History. */
export const useOrderHistory = (page: number) => useQuery(orderHistoryQueryOptions(useAdminToken(), page));
