import { formatLkr, fromCents } from '../../../shared/rules/money';
import { orderNumber } from '../../../shared/rules/orders';
import type { OrderRecord } from '../orders';
import { paymentMethodOf } from '../payments';
import { firstThatFits, greeted, nameForms, smsFrom } from './fit';

/** An order's tracking as the order record carries it (issue 22): `url` is the courier's page for that number. */
export interface SmsTracking {
  courier: string;
  number: string;
  url: string | null;
}

type SmsOrder = Pick<OrderRecord, 'id' | 'totalCents' | 'paymentMethod' | 'billing' | 'paymentDeadline'>;

/** The name a message greets: the billing first name the order was placed with. */
const namesOf = (order: SmsOrder) => nameForms(order.billing.first_name ?? '');

/** Order placed: its number, its total and how it is paid (its method's words). A card order's SMS goes once it is paid. */
export function orderPlacedSms(order: SmsOrder): string {
  const number = orderNumber(order.id);
  const total = formatLkr(fromCents(order.totalCents));
  const paid = paymentMethodOf(order.paymentMethod).texts.sms;
  const core = `order ${number} is confirmed. Total ${total}, ${paid}.`;
  const names = namesOf(order);
  const details = paymentMethodOf(order.paymentMethod).texts.smsDetails?.(order);
  // How to pay comes before the shipping promise; a method with such words keeps them over the greeting.
  if (details)
    return firstThatFits([
      ...names.map((n) => smsFrom(greeted(n, `your ${core} ${details}`))),
      smsFrom(`Order ${number}: ${details}`),
    ]);
  return firstThatFits([
    ...names.map((n) => smsFrom(greeted(n, `your ${core} We will text you when it ships.`))),
    ...names.map((n) => smsFrom(greeted(n, `your ${core}`))),
  ]);
}

/**
 * Order shipped: the courier and the tracking link (or the tracking number where the courier has no page), from the
 * order's `tracking`, which the move to shipped writes (absent when staff gave none).
 */
export function orderShippedSms(order: SmsOrder & { tracking?: SmsTracking | null }): string {
  const tracking = order.tracking ?? null;
  const number = orderNumber(order.id);
  const names = namesOf(order);
  if (!tracking) return firstThatFits(names.map((n) => smsFrom(greeted(n, `your order ${number} is on its way.`))));
  const { courier, number: trackingNumber, url } = tracking;
  const withCourier = `your order ${number} is on its way with ${courier}, tracking number ${trackingNumber}.`;
  const full = url ? `${withCourier} Track it: ${url}` : withCourier;
  const short = url ? `your order ${number} is on its way with ${courier}. Track it: ${url}` : withCourier;
  return firstThatFits([
    ...names.map((n) => smsFrom(greeted(n, full))),
    ...names.map((n) => smsFrom(greeted(n, short))),
    url ? smsFrom(`Order ${number} shipped. Track: ${url}`) : smsFrom(`Order ${number} shipped, ${trackingNumber}.`),
  ]);
}
