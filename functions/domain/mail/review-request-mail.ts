import { brand } from '../../../shared/brand';
import { productPath } from '../../../shared/content/public-pages';
import { orderNumber } from '../../../shared/rules/orders';
import type { Mail } from '../messages';
import type { OrderRecord } from '../orders';
import { brandedHtml, escapeHtml } from './layout';

/** The anchor of a product page's review form. */
export const REVIEW_FORM_ANCHOR = '#write-review';

/**
 * Seven days after delivery: one mail asking the customer to review what the order held, a link to each product's
 * review form, and the signed link that turns these mails off (`mailsOffUrl`). Every name is escaped in the HTML.
 */
export function reviewRequestMail(order: OrderRecord, shopUrl: string, mailsOffUrl: string): Mail {
  const number = orderNumber(order.id);
  const products = [...new Map(order.lines.map((l) => [l.productId, l.name])).entries()].map(([id, name]) => ({
    name,
    url: new URL(`${productPath(id)}${REVIEW_FORM_ANCHOR}`, shopUrl).href,
  }));
  const greeting = `Hello ${order.billing.first_name || order.customer.name},`;
  const ask = `Your order ${number} arrived a week ago. How are you finding it? A short review helps other shoppers choose.`;
  const off = 'Do not want these mails? Turn review requests off:';
  const text = [
    greeting,
    '',
    ask,
    '',
    ...products.map((p) => `- ${p.name}: ${p.url}`),
    '',
    `${off} ${mailsOffUrl}`,
    '',
    brand.fullName,
  ].join('\n');
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:${brand.colors.primary}">${escapeHtml(label)}</a>`;
  const html = brandedHtml(
    'How was your order?',
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(ask)}</p><ul>${products
      .map((p) => `<li>${escapeHtml(p.name)}: ${link(p.url, 'Write a review')}</li>`)
      .join('')}</ul><p style="font-size:12px">${escapeHtml(off)} ${link(mailsOffUrl, 'turn off review requests')}</p>`,
  );
  return { to: order.customer.email, subject: `How was your order ${number}?`, text, html };
}
