import { brand } from '../../../shared/brand';
import { formatLkr, fromCents } from '../../../shared/rules/money';
import { orderNumber, type OrderStatus } from '../../../shared/rules/orders';
import type { Mail } from '../messages';
import { orderLineText, type OrderRecord } from '../orders';
import { brandedHtml, escapeHtml, itemListHtml } from './layout';
import { trackingHtml, trackingTextLines } from './tracking-lines';

const NEWS: Record<OrderStatus, string> = {
  pending: 'We have received your order and will start preparing it soon.',
  processing: 'We are preparing your order now.',
  shipped: 'Your order is on its way. The courier will call before delivery.',
  delivered: 'Your order has been delivered. We hope you enjoy it!',
  canceled: 'Your order has been canceled. If you did not ask for this, please reply to this mail.',
  refused: 'The courier told us the parcel was refused at the door, so the order has been closed.',
};

const TITLES: Record<OrderStatus, string> = {
  pending: 'received',
  processing: 'being prepared',
  shipped: 'on its way',
  delivered: 'delivered',
  canceled: 'canceled',
  refused: 'closed: refused at the door',
};

/** Tells the customer that their order moved to a new status (B6); the shipped mail names the courier and number. */
export function orderStatusMail(order: OrderRecord): Mail {
  const number = orderNumber(order.id);
  const tracking = order.status === 'shipped' ? order.tracking : undefined;
  const title = `Your order ${number} is ${TITLES[order.status]}`;
  const items = order.lines.map(orderLineText);
  const total = formatLkr(fromCents(order.totalCents));
  const text = [
    `Hello ${order.billing.first_name || order.customer.name},`,
    '',
    NEWS[order.status],
    '',
    ...(tracking ? [...trackingTextLines(tracking), ''] : []),
    `Order ${number} (${total}):`,
    ...items.map((i) => `- ${i}`),
    '',
    brand.fullName,
  ].join('\n');
  const html = brandedHtml(
    title,
    `<p>Hello ${escapeHtml(order.billing.first_name || order.customer.name)},</p><p>${escapeHtml(NEWS[order.status])}</p>${tracking ? trackingHtml(tracking) : ''}
<p style="margin:16px 0 6px"><strong>Order ${number}</strong> &middot; ${total} &middot; status: <strong>${order.status}</strong></p>
${itemListHtml(items)}`,
  );
  return { to: order.customer.email, subject: `${title} - ${brand.name}`, text, html };
}
