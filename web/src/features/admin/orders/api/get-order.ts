import { useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail, OrderTimelineEntry } from '../../../../../../shared/api/orders';
import { ApiError, callApi } from '../../../../lib/api';
import { adminKeys } from '../../common/admin-keys';
import { adminQueryOptions, useAdminToken } from '../../common/admin-query';

export type { AdminOrderDetail, OrderTimelineEntry };

/** The order page's and the export's own texts (SPEC has none for them). */
export const ORDER_LIFE_TEXTS = {
  notFound: 'This order does not exist.',
  failed: 'Failed to load the order. Please try again.',
  exportFailed: 'The export failed. Please try again.',
} as const;

/** GET /v2/admin/orders/{id}: one order's whole life; the error is the page's text. */
export async function getOrder(id: string): Promise<AdminOrderDetail> {
  try {
    const body = await callApi('admin-order-detail', { params: { id } });
    if (body?.status !== 'success' || !body.data) throw new Error(ORDER_LIFE_TEXTS.failed);
    return body.data;
  } catch (e) {
    throw new Error(e instanceof ApiError && e.status === 404 ? ORDER_LIFE_TEXTS.notFound : ORDER_LIFE_TEXTS.failed);
  }
}

export const orderDetailError = (e: unknown) => (e instanceof Error ? e.message : ORDER_LIFE_TEXTS.failed);

export const orderQueryOptions = (token: string | null, id: string) =>
  adminQueryOptions(token, adminKeys.order(id), () => getOrder(id));

/** One order's whole life (the order page). */
export const useOrder = (id: string) => useQuery(orderQueryOptions(useAdminToken(), id));
