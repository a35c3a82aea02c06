import { api } from '../../../lib/api';

export interface AdminOrder {
  id: number | string;
  status: string;
  date: string;
  customer: { fullName?: string; email?: string; phone?: string };
  orderInfo: { shipping?: string; paymentMethod?: string; status?: string };
  deliverTo: { address?: string };
  paymentInfo: { paymentMethod?: string; businessName?: string; phone?: string };
  products: Array<{ name: string; orderId: number | string; quantity: number; total: string }>;
  summary: { subtotal?: string; tax?: string; discount?: string; shipping?: string; total?: string };
}

export interface HistoryRow {
  id: number | string;
  total: string;
  date: string;
  status: string;
}

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
} as const;

/** The menu's statuses (contract 6.7); `pending` is shown but cannot be chosen. */
export const SETTABLE_STATUSES = ['processing', 'shipped', 'delivered', 'canceled'] as const;

class InvalidOrders extends Error {
  constructor() {
    super(ORDER_TEXTS.invalid);
  }
}

async function fetchPage<T>(path: string, page: number): Promise<OrderPage<T>> {
  let body: { status?: string; data?: { orders?: T[]; pagination?: { currentPage?: number; totalPages?: number } } };
  try {
    body = await api.get(path, { page });
  } catch {
    throw new Error(ORDER_TEXTS.failed);
  }
  if (body?.status !== 'success' || !body.data || !Array.isArray(body.data.orders)) throw new InvalidOrders();
  return { orders: body.data.orders, currentPage: body.data.pagination?.currentPage ?? page, totalPages: body.data.pagination?.totalPages ?? 1 };
}

/** Pending orders first within the page; otherwise the server's order is kept (contract B5). */
export function pendingFirst<T extends { status: string }>(orders: T[]): T[] {
  const isPending = (o: T) => o.status.toLowerCase() === 'pending';
  return [...orders.filter(isPending), ...orders.filter((o) => !isPending(o))];
}

/** B5. */
export async function fetchOrders(page: number): Promise<OrderPage<AdminOrder>> {
  const result = await fetchPage<AdminOrder>('/v2/orders/all', page);
  return { ...result, orders: pendingFirst(result.orders) };
}

/** B7. */
export const fetchOrderHistory = (page: number) => fetchPage<HistoryRow>('/v2/orders/history', page);

export const orderErrorText = (e: unknown) => (e instanceof Error && e.message === ORDER_TEXTS.invalid ? ORDER_TEXTS.invalid : ORDER_TEXTS.failed);

/**
 * B6: the new status when the answer is the exact success (message and `order`), else null. Failures are only
 * logged (SPEC section 4), by the API client or here.
 */
export async function changeOrderStatus(id: AdminOrder['id'], status: string): Promise<string | null> {
  try {
    const body = await api.put<{ message?: string; order?: { status?: string } }>(`/v2/order/${id}`, { status });
    if (body?.message === ORDER_TEXTS.updated && body.order?.status) return body.order.status;
    console.error('Order status update was not confirmed', body);
  } catch {
    // Logged by the API client.
  }
  return null;
}
