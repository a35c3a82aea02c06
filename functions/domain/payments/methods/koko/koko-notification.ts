import * as z from 'zod/mini';
import { filledText } from '../../../../../shared/validation/filled-text';
import { getOrder, type OrderActor, type OrderRecord } from '../../../orders';
import { badNotificationSignature, invalidNotification } from '../../payment-errors';
import type { PaymentChange } from '../../payment-change';
import { paymentFailed, paymentSucceeded } from '../../provider-decisions';
import { kokoSettings } from './koko-config';
import { callbackDataString, rsaVerifies } from './koko-signing';

/** KOKO's callback to `_responseUrl` (application/x-www-form-urlencoded). */
const callbackSchema = z.object({
  orderId: z.string().check(z.regex(/^\d{1,12}$/)),
  trnId: filledText(100),
  status: filledText(40),
  signature: filledText(2000),
});

export type KokoCallback = z.infer<typeof callbackSchema>;

export const KOKO_PAID = 'SUCCESS';

const KOKO: OrderActor = { kind: 'provider', name: 'KOKO' };

/**
 * Checks a callback before anything changes: its fields, KOKO's signature over `orderId + trnId + status` (a bad one
 * is a 400), and an order paid with `methodId` under that id (else a 404).
 */
export async function verifiedCallback(
  form: Record<string, unknown>,
  methodId: string,
): Promise<{ callback: KokoCallback; order: OrderRecord }> {
  const parsed = callbackSchema.safeParse(form);
  if (!parsed.success) throw invalidNotification('mismatch');
  const callback = parsed.data;
  const { publicKey } = await kokoSettings();
  if (!rsaVerifies(callbackDataString(callback), callback.signature, publicKey)) throw badNotificationSignature();
  const order = await getOrder(Number(callback.orderId));
  if (!order || order.paymentMethod !== methodId) throw invalidNotification('unknown-order');
  return { callback, order };
}

/** `SUCCESS` pays the order (once); any other status marks an unpaid order failed. */
export function decideCallback(callback: KokoCallback, order: OrderRecord, at: string): PaymentChange | null {
  if (callback.status !== KOKO_PAID) return paymentFailed(order, KOKO, at, callback.status);
  const payment = { paymentId: callback.trnId, statusCode: 0, method: 'KOKO', cardNo: '', at };
  return paymentSucceeded(order, payment, KOKO, at);
}
