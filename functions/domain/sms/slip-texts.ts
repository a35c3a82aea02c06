import { orderNumber } from '../../../shared/rules/orders';
import { orderPlace } from '../../../shared/rules/guest-orders';
import type { OrderRecord } from '../orders';
import { firstThatFits, greeted, nameForms, smsFrom, withTail } from './fit';

/** A bank slip staff refused: the order, that a new slip is wanted, and as much of their reason as fits. */
export function slipRejectedSms(order: Pick<OrderRecord, 'id' | 'userId' | 'billing'>, reason: string): string {
  const number = orderNumber(order.id);
  const ask = `we could not accept the slip for order ${number}. Please upload a new one ${orderPlace(order).in}. Reason: `;
  return firstThatFits([
    ...nameForms(order.billing.first_name ?? '').map((n) => withTail(smsFrom(greeted(n, ask)), reason)),
  ]);
}
