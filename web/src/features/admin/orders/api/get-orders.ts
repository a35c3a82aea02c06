import type { CodConfirmation } from '../../../../../../shared/rules/cod-confirmation';
import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { AdminOrder, ChangedOrder, HistoryRow, ordersPage } from '../../../../../../shared/api/orders';
import type { PaymentMethod, PaymentStatus } from '../../../../../../shared/rules/payments';
import { callApi } from '../../../../lib/api';
import { adminKeys } from '../../common/admin-keys';
import { adminQueryOptions, useAdminToken } from '../../common/admin-query';

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
export async function orderPageOf<T>(call: () => Promise<OrdersAnswer<T>>, page: number): Promise<OrderPage<T>> {
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
  /** A cash order's confirmation (issue 31); absent or '' is all. */
  codConfirmation?: CodConfirmation | '';
}

export const ANY_PAYMENT: PaymentFilter = { method: '', status: '' };

/** B5, or, when a payment filter is set, the same list narrowed by payment (GET /v2/admin/orders). */
export async function getOrders(page: number, filter: PaymentFilter = ANY_PAYMENT): Promise<OrderPage<AdminOrder>> {
  const codConfirmation = filter.codConfirmation ?? '';
  const filtered = filter.method !== '' || filter.status !== '' || codConfirmation !== '';
  const load = filtered
    ? () =>
        callApi('admin-orders-by-payment', {
          query: {
            page,
            payment_method: filter.method,
            payment_status: filter.status,
            ...(codConfirmation ? { cod_confirmation: codConfirmation } : {}),
          },
        })
    : () => callApi('admin-orders', { query: { page } });
  const result = await orderPageOf<AdminOrder>(load, page);
  return { ...result, orders: pendingFirst(result.orders) };
}

export const orderErrorText = (e: unknown) =>
  e instanceof Error && e.message === ORDER_TEXTS.invalid ? ORDER_TEXTS.invalid : ORDER_TEXTS.failed;

export const ordersQueryOptions = (token: string | null, page: number, filter: PaymentFilter) =>
  adminQueryOptions(token, adminKeys.orders(page, filter.method, filter.status, filter.codConfirmation), () =>
    getOrders(page, filter),
  );

/** One page of Orders Details, narrowed by payment when a filter is set. */
export const useOrders = (page: number, filter: PaymentFilter) =>
  useQuery(ordersQueryOptions(useAdminToken(), page, filter));
