import { formatLkr, fromCents } from '../../../shared/rules/money';
import { orderNumber } from '../../../shared/rules/orders';
import { orderPlace } from '../../../shared/rules/guest-orders';
import type { OrderRecord } from '../orders';
import { firstThatFits, greeted, nameForms, smsFrom } from './fit';

type SmsOrder = Pick<OrderRecord, 'id' | 'userId' | 'totalCents' | 'billing'>;

/**
 * Asks the customer to confirm a cash order (issue 31): its link, which confirms with one press, and its 6-digit
 * code for My Orders (a guest's order: its own page). The link and the code are kept in every form; the greeting and the total go first when long.
 */
export function codConfirmSms(order: SmsOrder, link: string, code: string): string {
  const number = orderNumber(order.id);
  const total = formatLkr(fromCents(order.totalCents));
  const ask = `please confirm your cash order ${number} (${total}): ${link} or code ${code} ${orderPlace(order).in}.`;
  const names = nameForms(order.billing.first_name ?? '');
  return firstThatFits([
    ...names.map((n) => smsFrom(greeted(n, ask))),
    smsFrom(`Confirm order ${number}: ${link} or code ${code}`),
  ]);
}

/** The cash order was not confirmed in time and is canceled (issue 31). */
export function codExpiredSms(order: SmsOrder): string {
  const number = orderNumber(order.id);
  const names = nameForms(order.billing.first_name ?? '');
  return firstThatFits(
    names.map((n) => smsFrom(greeted(n, `your cash order ${number} was not confirmed in time, so we canceled it.`))),
  );
}
