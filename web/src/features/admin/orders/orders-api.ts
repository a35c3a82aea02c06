import type { PaymentMethod, PaymentStatus } from '../../../../../shared/rules/payments';
import type * as z from 'zod/mini';
import { callApi } from '../../../lib/api';
import type { AdminOrder, ChangedOrder, HistoryRow, ordersPage } from '../../../../../shared/api/orders';
import type { OrderStatus } from '../../../../../shared/rules/orders';
import type { TrackingFormValues } from './tracking-form';

export type { AdminOrder, ChangedOrder, HistoryRow };

export interface OrderPage<T> {
  orders: T[];
  currentPage: number;
  totalPages: number;
}

export const ORDER_TEXTS = {
  invalid: 'Invalid response format',
  failed: 'Failed to fetch orders',
  emptyList: 'No orders found.',
  emptyHistory: 'No orders found',
  updated: 'Order updated successfully',
  notConfirmed: 'The order was not updated. Please try again.',
} as const;

class InvalidOrders extends Error {
  constructor() {
    super(ORDER_TEXTS.invalid);
  }
}

/** The answer of the paged order lists (`ordersPage` in the route table) with rows of type T. */
type OrdersAnswer<T> = z.output<ReturnType<typeof ordersPage<z.ZodMiniType<T>>>>;

/** A page of one of the lists; a 2xx that is not the contract's JSON with an `orders` array is refused as invalid. */
async function fetchPage<T>(call: () => Promise<OrdersAnswer<T>>, page: number): Promise<OrderPage<T>> {
  let body: OrdersAnswer<T>;
  try {
    body = await call();
  } catch {
    throw new Error(ORDER_TEXTS.failed);
  }
  if (body?.status !== 'success' || !Array.isArray(body.data?.orders)) throw new InvalidOrders();
  return {
    orders: body.data.orders,
    currentPage: body.data.pagination?.currentPage ?? page,
    totalPages: body.data.pagination?.totalPages ?? 1,
  };
}

/** Pending orders first within the page; otherwise the server's order is kept (contract B5). */
export function pendingFirst<T extends { status: string }>(orders: T[]): T[] {
  const isPending = (o: T) => o.status.toLowerCase() === 'pending';
  return [...orders.filter(isPending), ...orders.filter((o) => !isPending(o))];
}

/** How the order list is narrowed; '' is "any". */
export interface PaymentFilter {
  method: PaymentMethod | '';
  status: PaymentStatus | '';
}

export const ANY_PAYMENT: PaymentFilter = { method: '', status: '' };

/** B5, or, when a payment filter is set, the same list narrowed by payment (GET /v2/admin/orders). */
export async function fetchOrders(page: number, filter: PaymentFilter = ANY_PAYMENT): Promise<OrderPage<AdminOrder>> {
  const filtered = filter.method !== '' || filter.status !== '';
  const load = filtered
    ? () =>
        callApi('admin-orders-by-payment', {
          query: { page, payment_method: filter.method, payment_status: filter.status },
        })
    : () => callApi('admin-orders', { query: { page } });
  const result = await fetchPage<AdminOrder>(load, page);
  return { ...result, orders: pendingFirst(result.orders) };
}

/** B7. */
export const fetchOrderHistory = (page: number) =>
  fetchPage<HistoryRow>(() => callApi('admin-order-history', { query: { page } }), page);

export const orderErrorText = (e: unknown) =>
  e instanceof Error && e.message === ORDER_TEXTS.invalid ? ORDER_TEXTS.invalid : ORDER_TEXTS.failed;

/**
 * B6: the new status when the answer is the exact success (message and `order`), else null. Failures are only
 * logged (SPEC section 4), by the API client or here.
 */
export async function changeOrderStatus(id: AdminOrder['id'], status: string): Promise<OrderStatus | null> {
  try {
    const body = await callApi('admin-order-status', { params: { id }, body: { status } });
    if (body?.message === ORDER_TEXTS.updated && body.order?.status) return body.order.status;
    console.error('Order status update was not confirmed', body);
  } catch {
    // Logged by the API client.
  }
  return null;
}

/**
 * B6 with `shipped` and the tracking typed (blank fields are left out): moves the order to shipped, or corrects the
 * tracking of a shipped one (issue 22). The answer's order, or a throw: an ApiError (a 422 carries its field
 * messages), or an error saying the update was not confirmed.
 */
export async function shipOrder(id: AdminOrder['id'], values: TrackingFormValues): Promise<ChangedOrder> {
  const number = values.tracking_number.trim();
  const body = await callApi('admin-order-status', {
    params: { id },
    body: {
      status: 'shipped',
      ...(values.courier && { courier: values.courier }),
      ...(number && { tracking_number: number }),
    },
  });
  if (body?.message === ORDER_TEXTS.updated && body.order?.status) return body.order;
  console.error('Order status update was not confirmed', body);
  throw new Error(ORDER_TEXTS.notConfirmed);
}
