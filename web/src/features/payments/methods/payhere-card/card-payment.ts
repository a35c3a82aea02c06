import type { PaymentStatus } from '../../../../../../shared/rules/payments';
import type { OrderScope } from '../../../../lib/order-scope';
import { settledPayment } from './api/get-order-payment';
import { payWithPayhere } from './payhere-sdk';

/**
 * Runs PayHere's window for an answer of S9 or of pay-again, then asks the server how the payment ended (through the
 * account's route, or a guest's order link).
 */
export async function runCardPayment(
  scope: OrderScope,
  orderId: number,
  answer: { payhere?: Record<string, unknown>; sdk_url?: string },
): Promise<PaymentStatus> {
  if (!answer.payhere || !answer.sdk_url) throw new Error('PayHere answer without its form');
  await payWithPayhere(answer.payhere, answer.sdk_url);
  return settledPayment(scope, orderId);
}
