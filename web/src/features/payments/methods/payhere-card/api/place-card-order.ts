import type { PlacedOrder } from '../../../../../../../shared/api/orders';
import { callApi } from '../../../../../lib/api';
import { ACCOUNT_SCOPE, scopeOfLink } from '../../../../../lib/order-scope';
import { sendSignedIn, type CheckoutPayload, type MethodOutcome } from '../../payment-method';
import { runCardPayment } from '../card-payment';

/**
 * S9 POST /v2/payhere/checkout: the billing fields without `payment_method`. The order waits for its payment; the
 * answer's `payhere` goes to PayHere's window unchanged, and step 3 says what the server then knows of the payment.
 */
export async function placeCardOrder(payload: CheckoutPayload, send = sendSignedIn): Promise<MethodOutcome> {
  const { payment_method: method, ...body } = payload;
  const answer = await send(payload, () => callApi('checkout-payhere', { body }));
  const order = answer?.order;
  if (!answer?.payhere || !order) return { kind: 'refused', message: answer?.message };
  // A guest's order (its answer carries `order_link`) is asked after PayHere's window through its link.
  const scope = scopeOfLink((answer as { order_link?: string }).order_link) ?? ACCOUNT_SCOPE;
  const finish = async (): Promise<PlacedOrder> => {
    const paymentStatus = await runCardPayment(scope, order.id, answer).catch(() => 'unpaid' as const);
    return { ...order, payment_method: method, payment_status: paymentStatus };
  };
  return { kind: 'placed', order, finish };
}
