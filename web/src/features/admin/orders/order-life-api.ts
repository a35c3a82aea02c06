import { ApiError, callApi, joinFieldErrors } from '../../../lib/api';
import type { AdminOrderDetail, OrderTimelineEntry } from '../../../../../shared/api/orders';

export type { AdminOrderDetail, OrderTimelineEntry };

/** The order page's and the export's own texts (SPEC has none for them). */
export const ORDER_LIFE_TEXTS = {
  notFound: 'This order does not exist.',
  failed: 'Failed to load the order. Please try again.',
  exportFailed: 'The export failed. Please try again.',
} as const;

/** GET /v2/admin/orders/{id}: one order's whole life; the error is the page's text. */
export async function fetchOrderDetail(id: string): Promise<AdminOrderDetail> {
  try {
    const body = await callApi('admin-order-detail', { params: { id } });
    if (body?.status !== 'success' || !body.data) throw new Error(ORDER_LIFE_TEXTS.failed);
    return body.data;
  } catch (e) {
    throw new Error(e instanceof ApiError && e.status === 404 ? ORDER_LIFE_TEXTS.notFound : ORDER_LIFE_TEXTS.failed);
  }
}

export const orderDetailError = (e: unknown) => (e instanceof Error ? e.message : ORDER_LIFE_TEXTS.failed);

/** The file name the server gives the export, for the browser's download. */
export const exportFileName = (from: string, to: string) => `orders-${from}-to-${to}.csv`;

/** GET /v2/admin/orders-export (admins): the CSV of the orders placed in those Colombo days; the server's message on refusal. */
export async function exportOrdersCsv(from: string, to: string): Promise<string> {
  try {
    return await callApi('admin-orders-export', { query: { from, to } });
  } catch (e) {
    const message = e instanceof ApiError ? (joinFieldErrors(e.fieldErrors) ?? e.serverMessage) : undefined;
    throw new Error(message ?? ORDER_LIFE_TEXTS.exportFailed);
  }
}
