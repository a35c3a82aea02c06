import { brand } from '../../../shared/brand';
import { guestOrderMessages } from '../../../shared/messages/guest-orders';
import { orderNumber } from '../../../shared/rules/orders';
import type { Mail } from '../messages';
import type { OrderRecord } from '../orders';
import { brandedHtml, escapeHtml } from './layout';

/**
 * A guest's order link (issue 32), mailed once the order is placed, and again by a lookup: the link opens the order
 * from any phone, and the mail says how to add the order to an account.
 */
export function guestOrderLinkMail(order: OrderRecord, link: string): Mail {
  const number = orderNumber(order.id);
  const name = order.billing.first_name || order.customer.name;
  const title = `Your order ${number}`;
  const news = `Thank you for your order ${number}. This link opens it from any phone or computer, without an account: you can follow it, pay, confirm or return it there.`;
  const text = [
    `Hello ${name},`,
    '',
    news,
    '',
    link,
    '',
    'Keep this link to yourself: anyone who has it can see the order.',
    guestOrderMessages.howToClaim,
    '',
    brand.fullName,
  ].join('\n');
  const html = brandedHtml(
    title,
    `<p>Hello ${escapeHtml(name)},</p><p>${escapeHtml(news)}</p><p><a href="${escapeHtml(link)}">Open my order ${escapeHtml(number)}</a></p><p>Keep this link to yourself: anyone who has it can see the order.</p><p>${escapeHtml(guestOrderMessages.howToClaim)}</p>`,
  );
  return { to: order.customer.email, subject: `${title} - ${brand.name}`, text, html };
}

/** A lost link's code by mail (issue 32), where the order's phone takes no SMS. */
export function guestLookupCodeMail(order: OrderRecord, code: string): Mail {
  const number = orderNumber(order.id);
  const title = `Your code for order ${number}`;
  const news = `Your code for order ${number} is ${code}. Enter it on the order page within 15 minutes to open the order.`;
  const text = [news, '', 'If you did not ask for it, you can ignore this mail.', '', brand.fullName].join('\n');
  const html = brandedHtml(
    title,
    `<p>${escapeHtml(news)}</p><p>If you did not ask for it, you can ignore this mail.</p>`,
  );
  return { to: order.customer.email, subject: `${title} - ${brand.name}`, text, html };
}
