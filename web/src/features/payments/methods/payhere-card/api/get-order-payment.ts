import type { OrderPayment } from '../../../../../../../shared/api/payments';
import type { PaymentStatus } from '../../../../../../../shared/rules/payments';
import { callApi } from '../../../../../lib/api';
import { linkArgs, type OrderScope } from '../../../../../lib/order-scope';

export type { OrderPayment };

/** Where one card order's payment stands, as the server knows it: the account's order, or the one a link opens. */
async function paymentStatusIn(scope: OrderScope, orderId: number): Promise<PaymentStatus | undefined> {
  if (scope.kind === 'link') return (await callApi('guest-order', linkArgs(scope))).data[0]?.payment_status;
  return (await callApi('payhere-order-payment', { params: { id: orderId } })).data?.payment_status;
}

const WAITING = new Set<PaymentStatus>(['unpaid']);

/**
 * Where the payment stands after PayHere's window closed. PayHere's notification may arrive a moment after the
 * browser's callback, so an unpaid answer is asked again a few times before it is shown as pending.
 */
export async function settledPayment(
  scope: OrderScope,
  orderId: number,
  tries = 6,
  pauseMs = 500,
): Promise<PaymentStatus> {
  let status: PaymentStatus = 'unpaid';
  for (let i = 0; i < tries; i++) {
    status = (await paymentStatusIn(scope, orderId)) ?? status;
    if (!WAITING.has(status)) return status;
    await new Promise((r) => setTimeout(r, pauseMs));
  }
  return status;
}
