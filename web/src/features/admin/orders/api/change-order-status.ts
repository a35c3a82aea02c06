import { useMutation } from '@tanstack/react-query';
import type { OrderStatus } from '../../../../../../shared/rules/orders';
import { callApi } from '../../../../lib/api';
import { ORDER_TEXTS, type AdminOrder } from './get-orders';

/**
 * B6: the new status when the answer is the exact success (message and `order`), else null. Failures are only
 * logged (SPEC section 4), by the API client or here.
 */
export async function changeOrderStatus(
  id: AdminOrder['id'],
  status: string,
  confirmedByPhone = false,
): Promise<OrderStatus | null> {
  try {
    const body = await callApi('admin-order-status', {
      params: { id },
      body: { status, ...(confirmedByPhone ? { confirmed_by_phone: true } : {}) },
    });
    if (body?.message === ORDER_TEXTS.updated && body.order?.status) return body.order.status;
    console.error('Order status update was not confirmed', body);
  } catch {
    // Logged by the API client.
  }
  return null;
}

/** The status menu's change of one order; resolves to the new status, or null when it was not confirmed. */
export const useChangeOrderStatus = (id: AdminOrder['id']) =>
  useMutation({
    mutationFn: ({ status, confirmedByPhone }: { status: string; confirmedByPhone?: boolean }) =>
      changeOrderStatus(id, status, confirmedByPhone),
  });
