import { createHash } from 'node:crypto';
import { api, type Customer } from './api';
import { codBody } from './checkout';

/** The local shop's PayHere merchant (its documented defaults); the tests sign as PayHere would. */
export const MERCHANT_ID = '1211149';
export const MERCHANT_SECRET = 'local-payhere-secret';

// Computed here from PayHere's published formulas, independently of the shop's own signing module.
const md5 = (s: string) => createHash('md5').update(s).digest('hex').toUpperCase();
export const expectedHash = (orderId: string, amount: string, currency = 'LKR') =>
  md5(`${MERCHANT_ID}${orderId}${amount}${currency}${md5(MERCHANT_SECRET)}`);

export interface NotificationFields {
  order_id: string;
  payhere_amount: string;
  status_code: string;
  payhere_currency?: string;
  merchant_id?: string;
  payment_id?: string;
  md5sig?: string;
}

/** PayHere's notify form, correctly signed unless `md5sig` is given. */
export function notification(f: NotificationFields): Record<string, string> {
  const merchant_id = f.merchant_id ?? MERCHANT_ID;
  const currency = f.payhere_currency ?? 'LKR';
  const md5sig =
    f.md5sig ?? md5(`${merchant_id}${f.order_id}${f.payhere_amount}${currency}${f.status_code}${md5(MERCHANT_SECRET)}`);
  return {
    merchant_id,
    order_id: f.order_id,
    payment_id: f.payment_id ?? `3200${f.order_id}`,
    payhere_amount: f.payhere_amount,
    payhere_currency: currency,
    status_code: f.status_code,
    md5sig,
    method: 'VISA',
    card_no: '************1292',
    status_message: 'Successfully completed the payment.',
  };
}

/** Posts a notification as PayHere's servers do: a form, no token. */
export const notify = (form: Record<string, string>) =>
  api('/v2/payhere/notify', {
    method: 'POST',
    body: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** S9 for a customer whose cart is filled. */
export const cardCheckout = (c: Customer, over: Record<string, unknown> = {}) => {
  const { payment_method: _cod, ...body } = codBody(over);
  return api('/v2/payhere/checkout', { method: 'POST', token: c.token, body });
};

/** Signed notification for the payment object a checkout answered. */
export const notifyFor = (
  payhere: Record<string, unknown>,
  status_code: string,
  over: Partial<NotificationFields> = {},
) =>
  notify(
    notification({ order_id: String(payhere.order_id), payhere_amount: String(payhere.amount), status_code, ...over }),
  );
