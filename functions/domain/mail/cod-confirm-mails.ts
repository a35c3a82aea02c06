import { brand } from '../../../shared/brand';
import { formatLkr, fromCents } from '../../../shared/rules/money';
import { orderNumber } from '../../../shared/rules/orders';
import type { Mail } from '../messages';
import { orderPlace } from '../../../shared/rules/guest-orders';
import type { OrderRecord } from '../orders';
import { brandedHtml, escapeHtml } from './layout';

const nameOf = (order: OrderRecord) => order.billing.first_name || order.customer.name;

/**
 * Asks the customer to confirm a cash order by mail (issue 31), where its phone cannot take the SMS: the link, which
 * confirms with one press, and the code for My Orders.
 */
export function codConfirmMail(order: OrderRecord, link: string, code: string): Mail {
  const number = orderNumber(order.id);
  const total = formatLkr(fromCents(order.totalCents));
  const title = `Please confirm your order ${number}`;
  const news = `Please confirm your cash on delivery order ${number} (${total}) so we can prepare it.`;
  const text = [
    `Hello ${nameOf(order)},`,
    '',
    news,
    '',
    `Confirm it here: ${link}`,
    `Or enter the code ${code} ${orderPlace(order).under}.`,
    '',
    brand.fullName,
  ].join('\n');
  const html = brandedHtml(
    title,
    `<p>Hello ${escapeHtml(nameOf(order))},</p><p>${escapeHtml(news)}</p><p><a href="${escapeHtml(link)}">Confirm my order</a></p><p>Or enter the code <strong>${code}</strong> ${escapeHtml(orderPlace(order).under)}.</p>`,
  );
  return { to: order.customer.email, subject: `${title} - ${brand.name}`, text, html };
}

/** The cash order was not confirmed before its window closed, so it is canceled (issue 31). */
export function codExpiredMail(order: OrderRecord): Mail {
  const number = orderNumber(order.id);
  const title = `Order ${number} was canceled`;
  const news = 'We did not receive your confirmation of this cash on delivery order in time, so it has been canceled.';
  const text = [`Hello ${nameOf(order)},`, '', news, '', `Order ${number}`, '', brand.fullName].join('\n');
  const html = brandedHtml(title, `<p>Hello ${escapeHtml(nameOf(order))},</p><p>${escapeHtml(news)}</p>`);
  return { to: order.customer.email, subject: `${title} - ${brand.name}`, text, html };
}
