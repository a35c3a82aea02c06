import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlacedOrder } from '../../../../../shared/api/orders';
import { useCustomerToken } from '../../../lib/account-scope';
import { callApi } from '../../../lib/api';

/** One of the customer's orders as its checkout answered it (`GET /v2/user/orders/{order_id}`). */
export async function getPlacedOrder(orderId: number): Promise<PlacedOrder> {
  return (await callApi('order-mine', { params: { order_id: orderId } })).data;
}

export const placedOrderQueryOptions = (token: string | null, orderId: number) =>
  queryOptions({ queryKey: ['placed-order', token, orderId], queryFn: () => getPlacedOrder(orderId), retry: false });

/**
 * The order a payment provider's page sent the browser back to Order complete for (`/cart?complete=<id>`, KOKO),
 * read afresh so it shows what the provider reported; null without one, or while it loads, or if it is not theirs.
 */
export function useReturnedOrder(orderId: number | null): PlacedOrder | null {
  const token = useCustomerToken();
  const query = useQuery({ ...placedOrderQueryOptions(token, orderId ?? 0), enabled: orderId !== null });
  return orderId === null ? null : (query.data ?? null);
}
