import { timingSafeEqual } from 'node:crypto';
import * as z from 'zod/mini';
import type { PaymentMethod } from '../../../../../shared/rules/payments';
import { filledText } from '../../../../../shared/validation/filled-text';
import { invalidNotification } from '../../payment-errors';
import { getOrder, paymentStatusOf, type OrderActor, type OrderRecord } from '../../../orders';
import type { PaymentChange } from '../../payment-change';
import { paymentFailed, paymentSucceeded } from '../../provider-decisions';
import { notificationSignature, payhereAmount } from './payhere-signing';
import { PAYHERE_CURRENCY, payhereSettings } from './payhere-config';

/** Text of at most `max` characters, '' when absent. */
const optionalText = (max: number) => z._default(z.string().check(z.maxLength(max)), '');

/** PayHere's notify form (application/x-www-form-urlencoded); every value arrives as text. */
const notificationSchema = z.object({
  merchant_id: filledText(40),
  order_id: z.string().check(z.regex(/^\d{1,12}$/)),
  payment_id: optionalText(40),
  payhere_amount: filledText(20),
  payhere_currency: filledText(5),
  status_code: z.enum(['2', '0', '-1', '-2', '-3']),
  md5sig: filledText(64),
  method: optionalText(20),
  card_no: optionalText(30),
  status_message: optionalText(200),
});

export type PayhereNotification = z.infer<typeof notificationSchema>;

const PAYHERE: OrderActor = { kind: 'payhere' };

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Checks a notification against the order before anything changes: the merchant, PayHere's signature (which covers
 * the status), the amount to the cent and the currency must all match, and the order must be paid by `method`. Any
 * mismatch is a 4xx and changes nothing.
 */
export async function verifiedNotification(
  form: Record<string, unknown>,
  method: PaymentMethod,
): Promise<{ n: PayhereNotification; order: OrderRecord }> {
  const parsed = notificationSchema.safeParse(form);
  if (!parsed.success) throw invalidNotification('mismatch');
  const n = parsed.data;
  const settings = await payhereSettings();
  if (n.merchant_id !== settings.merchantId) throw invalidNotification('mismatch');
  if (!sameText(n.md5sig.toUpperCase(), notificationSignature(n, settings.merchantSecret)))
    throw invalidNotification('forged');
  const order = await getOrder(Number(n.order_id));
  if (!order || order.paymentMethod !== method) throw invalidNotification('unknown-order');
  if (n.payhere_amount !== payhereAmount(order.totalCents) || n.payhere_currency !== PAYHERE_CURRENCY)
    throw invalidNotification('mismatch');
  return { n, order };
}

/**
 * What a verified notification does, decided from the order as stored (so repeats and any order of arrival give
 * the same end): success pays an order that is waiting (once), or is flagged for refund when the order already ended
 * or was paid with another payment (provider-decisions.ts); a failure only marks a waiting order failed (never undoes
 * a payment); a charge-back only follows a payment; pending changes nothing.
 */
export function decideNotification(n: PayhereNotification, order: OrderRecord, at: string): PaymentChange | null {
  const current = paymentStatusOf(order);
  const payment = {
    paymentId: n.payment_id,
    statusCode: Number(n.status_code),
    method: n.method,
    cardNo: n.card_no,
    at,
  };
  switch (n.status_code) {
    case '2':
      return paymentSucceeded(order, payment, PAYHERE, at);
    case '-1':
    case '-2':
      return paymentFailed(order, PAYHERE, at, n.status_message);
    case '-3':
      if (current !== 'paid') return null;
      return {
        paymentStatus: 'charged_back',
        payment,
        events: [{ at, kind: 'charged_back', by: PAYHERE, from: current, to: 'charged_back', note: n.payment_id }],
      };
    default:
      return null;
  }
}
