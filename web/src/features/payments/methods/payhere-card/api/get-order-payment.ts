import type { OrderPayment } from '../../../../../../../shared/api/payments';
import type { PaymentStatus } from '../../../../../../../shared/rules/payments';
import { callApi } from '../../../../../lib/api';

export type { OrderPayment };

/** Where one card order's payment stands, as the server knows it. */
export const getOrderPayment = (orderId: number) => callApi('payhere-order-payment', { params: { id: orderId } });

const WAITING = new Set<PaymentStatus>(['unpaid']);

/**
 * Where the payment stands after PayHere's window closed. PayHere's notification may arrive a moment after the
 * browser's callback, so an unpaid answer is asked again a few times before it is shown as pending.
 */
export async function settledPayment(orderId: number, tries = 6, pauseMs = 500): Promise<PaymentStatus> {
  let status: PaymentStatus = 'unpaid';
  for (let i = 0; i < tries; i++) {
    status = (await getOrderPayment(orderId)).data?.payment_status ?? status;
    if (!WAITING.has(status)) return status;
    await new Promise((r) => setTimeout(r, pauseMs));
  }
  return status;
}
