import type { PlacedOrder } from '../../../../../../../shared/api/orders';
import { callApi } from '../../../../../lib/api';
import { sendSignedIn, type CheckoutPayload, type MethodOutcome } from '../../payment-method';
import { leavingForKoko, postToKoko } from '../post-to-koko';

/**
 * POST /v2/koko/checkout: the billing fields without `payment_method`. The order waits for KOKO; the browser then
 * posts the answer's signed form to KOKO and leaves the shop until KOKO sends it back to My Orders.
 */
export async function placeKokoOrder(payload: CheckoutPayload, send = sendSignedIn): Promise<MethodOutcome> {
  const { payment_method: _method, ...body } = payload;
  const answer = await send(payload, () => callApi('koko-checkout', { body }));
  const order = answer?.order;
  if (!answer?.koko || !order) return { kind: 'refused', message: answer?.message };
  const finish = (): Promise<PlacedOrder> => {
    postToKoko(answer.koko);
    return leavingForKoko();
  };
  return { kind: 'placed', order, finish };
}
