import { callApi } from '../../../../../lib/api';
import { ORDER_CREATED } from '../../cod/api/place-cod-order';
import { sendSignedIn, type CheckoutPayload, type MethodOutcome } from '../../payment-method';

/** S8 POST /v2/checkout with BANK_TRANSFER: the order, and where and how much to transfer for it. */
export async function placeBankTransferOrder(payload: CheckoutPayload, send = sendSignedIn): Promise<MethodOutcome> {
  const body = await send(payload, () => callApi('checkout-cod', { body: payload }));
  if (body?.message !== ORDER_CREATED) return { kind: 'refused' };
  if (!body.order) return { kind: 'placed', order: null };
  // Step 3 shows the details with the order (the answer has them beside it); the order keeps its own fields.
  const order = { ...body.order, bank_transfer: body.bank_transfer };
  return { kind: 'placed', order };
}
