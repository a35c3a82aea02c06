import { guestOrderMessages } from '../../../shared/messages/guest-orders';
import { orderNumber } from '../../../shared/rules/orders';
import type { OrderRecord } from '../orders';
import { firstThatFits, greeted, nameForms, smsFrom } from './fit';

/** A guest's order link (issue 32): the link is kept in every form, the way to an account when it fits. */
export function guestOrderLinkSms(order: Pick<OrderRecord, 'id' | 'billing'>, link: string): string {
  const number = orderNumber(order.id);
  const names = nameForms(order.billing.first_name ?? '');
  return firstThatFits([
    ...names.map((n) =>
      smsFrom(greeted(n, `your order ${number} is here: ${link} ${guestOrderMessages.howToClaimShort}`)),
    ),
    smsFrom(`Order ${number}: ${link} ${guestOrderMessages.howToClaimShort}`),
    smsFrom(`Order ${number}: ${link}`),
  ]);
}

/** A lost link's code (issue 32): six digits for the order's page. */
export function guestLookupCodeSms(order: Pick<OrderRecord, 'id'>, code: string): string {
  return smsFrom(`Your code for order ${orderNumber(order.id)} is ${code}. It works for 15 minutes.`);
}
