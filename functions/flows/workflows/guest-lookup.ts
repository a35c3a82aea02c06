import { guestOrderMessages } from '../../../shared/messages/guest-orders';
import { phoneKey, smsNumber } from '../../../shared/rules/phone-numbers';
import { guestLookupCodeMail } from '../../domain/mail';
import { mailChannel, sendMessage, smsChannel } from '../../domain/messages';
import {
  getOrder,
  newLookupCode,
  newOrderLink,
  replaceOrderLink,
  useLookupCode,
  type OrderRecord,
} from '../../domain/orders';
import { refusedValue } from '../../domain/shop-errors';
import { guestLookupCodeSms } from '../../domain/sms';
import { linkOf } from '../steps/guest-order-link';

/** The guest order with this number whose phone this is, or null (an account's order too: no link opens it). */
async function matchingOrder(orderId: number, phone: string): Promise<OrderRecord | null> {
  const order = orderId > 0 ? await getOrder(orderId) : null;
  return order?.guest && phoneKey(order.guest.phone) === phoneKey(phone) ? order : null;
}

/**
 * POST /v2/guest/orders/lookup (issue 32): when the number and phone match a guest's order, a 6-digit code goes to
 * the order's phone (by mail where the phone takes no SMS), at most 3 an hour. The caller learns nothing either way.
 */
export async function lookUpGuestOrder(orderId: number, phone: string): Promise<void> {
  const order = await matchingOrder(orderId, phone);
  if (!order) return;
  const code = await newLookupCode(order.id);
  if (!code) return;
  const to = smsNumber(order.guest!.phone);
  const fields = { order_id: order.id };
  if (to) await sendMessage(smsChannel, { to, text: guestLookupCodeSms(order, code) }, fields);
  else await sendMessage(mailChannel, guestLookupCodeMail(order, code), fields);
}

/**
 * POST /v2/guest/orders/lookup/verify (issue 32): the right code mints the order a fresh link (the old one stops
 * working) and answers it; a wrong code, or a number and phone that match nothing, is a 422 on `code`; 5 wrong codes
 * for an order in an hour are the shop's 429.
 */
export async function verifyGuestLookup(orderId: number, phone: string, code: string): Promise<string> {
  const order = await matchingOrder(orderId, phone);
  if (!order || !(await useLookupCode(order.id, code))) throw refusedValue('code', guestOrderMessages.wrongCode);
  const link = newOrderLink();
  await replaceOrderLink(order, link.hash);
  return linkOf(order, link.token);
}
