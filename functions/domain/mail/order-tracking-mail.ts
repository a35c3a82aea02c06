import { brand } from '../../../shared/brand';
import { orderNumber } from '../../../shared/rules/orders';
import type { Mail } from '../messages';
import type { OrderRecord } from '../orders';
import { brandedHtml, escapeHtml } from './layout';
import { trackingHtml, trackingTextLines } from './tracking-lines';

/**
 * A shipped order's tracking given after the move, or corrected (a typo in the number, another courier): the
 * customer gets the number to use now. Only for an order that has a tracking.
 */
export function orderTrackingMail(order: OrderRecord, corrected: boolean): Mail {
  if (!order.tracking) throw new Error(`order ${order.id} has no tracking to mail`);
  const number = orderNumber(order.id);
  const title = corrected ? `New tracking number for your order ${number}` : `Tracking number for your order ${number}`;
  const greeting = `Hello ${order.billing.first_name || order.customer.name},`;
  const news = corrected
    ? 'We corrected the tracking number of your order. Please use this one:'
    : 'Your order is on its way. You can follow it with this tracking number:';
  const text = [greeting, '', news, '', ...trackingTextLines(order.tracking), '', brand.fullName].join('\n');
  const html = brandedHtml(
    title,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(news)}</p>${trackingHtml(order.tracking)}`,
  );
  return { to: order.customer.email, subject: `${title} - ${brand.name}`, text, html };
}
