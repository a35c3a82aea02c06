import type { PlacedOrder } from '../../../../../../../shared/api/orders';
import { callApi } from '../../../../../lib/api';
import type { CheckoutPayload, MethodOutcome } from '../../payment-method';
import { runCardPayment } from '../card-payment';

/**
 * S9 POST /v2/payhere/checkout: the billing fields without `payment_method`. The order waits for its payment; the
 * answer's `payhere` goes to PayHere's window unchanged, and step 3 says what the server then knows of the payment.
 */
export async function placeCardOrder({ payment_method: method, ...payload }: CheckoutPayload): Promise<MethodOutcome> {
  const answer = await callApi('checkout-payhere', { body: payload });
  const order = answer?.order;
  if (!answer?.payhere || !order) return { kind: 'refused', message: answer?.message };
  const finish = async (): Promise<PlacedOrder> => {
    const paymentStatus = await runCardPayment(order.id, answer).catch(() => 'unpaid' as const);
    return { ...order, payment_method: method, payment_status: paymentStatus };
  };
  return { kind: 'placed', order, finish };
}
