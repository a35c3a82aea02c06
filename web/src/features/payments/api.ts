import { api } from '../../lib/api';

export interface OrderPayment {
  order_id: number;
  payment_status: string;
  payment_deadline: string | null;
  can_retry: boolean;
}

export const fetchOrderPayment = (orderId: number) => api.get<{ data?: OrderPayment }>(`/v2/payhere/orders/${orderId}`);
export const payAgain = (orderId: number) => api.post<{ payhere?: Record<string, unknown>; sdk_url?: string }>(`/v2/payhere/orders/${orderId}/pay`);

const WAITING = new Set(['unpaid']);

/**
 * Where the payment stands after PayHere's window closed. PayHere's notification may arrive a moment after the
 * browser's callback, so an unpaid answer is asked again a few times before it is shown as pending.
 */
export async function settledPayment(orderId: number, tries = 6, pauseMs = 500): Promise<string> {
  let status = 'unpaid';
  for (let i = 0; i < tries; i++) {
    status = (await fetchOrderPayment(orderId)).data?.payment_status ?? status;
    if (!WAITING.has(status)) return status;
    await new Promise((r) => setTimeout(r, pauseMs));
  }
  return status;
}
