import { callApi } from '../../../../../lib/api';
import { sendSignedIn, type CheckoutPayload, type MethodOutcome } from '../../payment-method';

/** The server's word for a placed order; any other answer is a refusal (contract S8, 0.4). */
export const ORDER_CREATED = 'Order created successfully';

/** S8 POST /v2/checkout: the order, paid in cash on delivery, from the server-side cart. */
export async function placeCodOrder(payload: CheckoutPayload, send = sendSignedIn): Promise<MethodOutcome> {
  const body = await send(payload, () => callApi('checkout-cod', { body: payload }));
  if (body?.message !== ORDER_CREATED) return { kind: 'refused' };
  return { kind: 'placed', order: body.order ?? null };
}
