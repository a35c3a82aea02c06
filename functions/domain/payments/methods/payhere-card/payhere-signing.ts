import { createHash } from 'node:crypto';

/**
 * PayHere's two signatures. Both end with the upper-case md5 of the merchant secret, so the secret itself never
 * travels: the checkout's payment object carries `hash`, PayHere's notification carries `md5sig`.
 */
const md5Upper = (text: string) => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

/** An amount as PayHere signs it: two decimals, no thousands separator. */
export const payhereAmount = (cents: number) => (cents / 100).toFixed(2);

export interface PaymentToSign {
  merchantId: string;
  orderId: string;
  /** Already formatted with two decimals (`payhereAmount`). */
  amount: string;
  currency: string;
}

/** hash = UPPER(md5(merchant_id + order_id + amount + currency + UPPER(md5(secret)))) */
export function paymentHash(p: PaymentToSign, merchantSecret: string): string {
  return md5Upper(`${p.merchantId}${p.orderId}${p.amount}${p.currency}${md5Upper(merchantSecret)}`);
}

export interface NotificationToSign {
  merchant_id: string;
  order_id: string;
  payhere_amount: string;
  payhere_currency: string;
  status_code: string;
}

/** md5sig = UPPER(md5(merchant_id + order_id + payhere_amount + payhere_currency + status_code + UPPER(md5(secret)))) */
export function notificationSignature(n: NotificationToSign, merchantSecret: string): string {
  return md5Upper(
    `${n.merchant_id}${n.order_id}${n.payhere_amount}${n.payhere_currency}${n.status_code}${md5Upper(merchantSecret)}`,
  );
}
