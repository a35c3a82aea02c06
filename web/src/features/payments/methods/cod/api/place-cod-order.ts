import { callApi } from '../../../../../lib/api';
import type { CheckoutPayload, MethodOutcome } from '../../payment-method';

/** The server's word for a placed order; any other answer is a refusal (contract S8, 0.4). */
export const ORDER_CREATED = 'Order created successfully';

/** S8 POST /v2/checkout: the order, paid in cash on delivery, from the server-side cart. */
export async function placeCodOrder(payload: CheckoutPayload): Promise<MethodOutcome> {
  const body = await callApi('checkout-cod', { body: payload });
  if (body?.message !== ORDER_CREATED) return { kind: 'refused' };
  return { kind: 'placed', order: body.order ?? null };
}
