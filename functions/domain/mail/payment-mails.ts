import { brand } from '../../../shared/brand';
import { formatLkr, fromCents } from '../../../shared/rules/money';
import { orderNumber } from '../../../shared/rules/orders';
import type { Mail } from '../messages';
import type { OrderRecord } from '../orders';
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

/** The card payment of an order did not go through; it can be tried again from My Orders while the window is open. */
export const paymentFailedMail = (order: OrderRecord) =>
  customerMail(
    order,
    `Payment for order ${orderNumber(order.id)} did not go through`,
    'Your card payment did not go through. You can try again from My Orders until the payment window closes.',
  );

/** The order was not paid in time: it is canceled and nothing was charged. */
export const paymentExpiredMail = (order: OrderRecord) =>
  customerMail(
    order,
    `Order ${orderNumber(order.id)} was canceled`,
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
