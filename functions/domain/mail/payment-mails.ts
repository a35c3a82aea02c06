import { brand } from '../../../shared/brand';
import { formatLkr, fromCents } from '../../../shared/rules/money';
import { orderNumber } from '../../../shared/rules/orders';
import type { Mail } from '../messages';
import { orderPlace } from '../../../shared/rules/guest-orders';
import type { OrderRecord } from '../orders';
import { paymentMethodOf } from '../payments';
import { brandedHtml, escapeHtml } from './layout';

function customerMail(order: OrderRecord, title: string, news: string): Mail {
  const name = order.billing.first_name || order.customer.name;
  const total = formatLkr(fromCents(order.totalCents));
  const text = [`Hello ${name},`, '', news, '', `Order ${orderNumber(order.id)} (${total})`, '', brand.fullName].join(
    '\n',
  );
  const html = brandedHtml(
    title,
    `<p>Hello ${escapeHtml(name)},</p><p>${escapeHtml(news)}</p><p><strong>Order ${orderNumber(order.id)}</strong> &middot; ${total}</p>`,
  );
  return { to: order.customer.email, subject: `${title} - ${brand.name}`, text, html };
}

/** The payment of an order did not go through; it can be tried again (My Orders, the order's page) while the window is open. */
export const paymentFailedMail = (order: OrderRecord) =>
  customerMail(
    order,
    `Payment for order ${orderNumber(order.id)} did not go through`,
    paymentMethodOf(order.paymentMethod).texts.failedNews?.(orderPlace(order).from) ??
      `Your card payment did not go through. You can try again ${orderPlace(order).from} until the payment window closes.`,
  );

/** The order was not paid in time: it is canceled and nothing was charged. */
export const paymentExpiredMail = (order: OrderRecord) =>
  customerMail(
    order,
    `Order ${orderNumber(order.id)} was canceled`,
    paymentMethodOf(order.paymentMethod).texts.expiredNews ??
      'We did not receive the card payment for your order in time, so it has been canceled. Nothing was charged.',
  );

/** Something an admin must act on: a charge-back, or money received for an order that had already ended. */
export function paymentAlertMail(order: OrderRecord, to: string, what: 'charged_back' | 'refund_due'): Mail {
  const number = orderNumber(order.id);
  const total = formatLkr(fromCents(order.totalCents));
  const news =
    what === 'charged_back'
      ? `PayHere reports a charge-back for order ${number} (${total}, payment ${order.payment?.paymentId ?? '-'}).`
      : `PayHere confirmed a payment for order ${number} (${total}, payment ${order.payment?.paymentId ?? '-'}) after the order had ended. Please refund it.`;
  const title = what === 'charged_back' ? `Charge-back on order ${number}` : `Refund due for order ${number}`;
  return {
    to,
    subject: `${title} - ${brand.name}`,
    text: `${news}\n\n${brand.fullName}`,
    html: brandedHtml(title, `<p>${escapeHtml(news)}</p>`),
  };
}

/** Staff found the bank transfer of the order: it is paid and will be prepared. */
export const slipAcceptedMail = (order: OrderRecord) =>
  customerMail(
    order,
    `Payment received for order ${orderNumber(order.id)}`,
    'We have received your bank transfer. Your order is paid and we are preparing it.',
  );

/** Staff could not accept the bank slip: the reason they gave, and how to send another before the window closes. */
export const slipRejectedMail = (order: OrderRecord, reason: string) =>
  customerMail(
    order,
    `We could not accept the slip for order ${orderNumber(order.id)}`,
    `We could not accept your bank slip: ${reason} Please upload a new slip ${orderPlace(order).under} before the payment window closes, or the order will be canceled.`,
  );
