import { brand } from '../../../shared/brand';
import { formatLkr, fromCents } from '../../../shared/rules/money';
import { orderNumber } from '../../../shared/rules/orders';
import type { ReturnStatus } from '../../../shared/rules/returns';
import type { Mail } from '../messages';
import { orderLineText, type OrderRecord } from '../orders';
import { paymentMethodOf } from '../payments';
import type { ReturnRecord } from '../returns';
import { brandedHtml, escapeHtml, itemListHtml } from './layout';

const TITLES: Record<ReturnStatus, string> = {
  requested: 'We have received your return request',
  approved: 'Your return is approved',
  rejected: 'Your return was not approved',
  received: 'We have received your returned items',
  refunded: 'Your refund is on its way',
};

/** A return refunded with 0 (its items cost nothing after the code): nothing went back, it is only closed. */
const closedWithNothing = (r: ReturnRecord) => r.status === 'refunded' && r.refundCents === 0;

function news(order: OrderRecord, r: ReturnRecord): string {
  const amount = formatLkr(fromCents(r.refundCents));
  switch (r.status) {
    case 'requested':
      return 'We will look at your request and reply within two working days.';
    case 'approved':
      return 'Please send the items back to us; the courier will call you to collect them.';
    case 'rejected':
      return 'We cannot accept this return. If you have questions, please reply to this mail.';
    case 'received':
      // Nothing to refund (the items cost nothing after the code): no refund is promised (issue 31's cash returns).
      if (r.refundCents === 0)
        return `The items are back with us. There is nothing to refund for them (${amount}), so we will close your return.`;
      return `The items are back with us. We will refund ${amount} shortly.`;
    case 'refunded':
      if (closedWithNothing(r))
        return `There is nothing to refund for these items (${amount}), so your return is complete.`;
      return paymentMethodOf(order.paymentMethod).refunds.mailNews(amount, r.refundReference ?? '');
  }
}

/** Tells the customer that their return moved a step (issue 22): one mail per step, every text escaped. */
export function returnStepMail(order: OrderRecord, r: ReturnRecord): Mail {
  const number = orderNumber(order.id);
  const title = `${closedWithNothing(r) ? 'Your return is complete' : TITLES[r.status]} (return #${r.id}, order ${number})`;
  const items = r.items.map(orderLineText);
  const note = r.timeline.at(-1)?.note ?? null;
  const name = order.billing.first_name || order.customer.name;
  const text = [
    `Hello ${name},`,
    '',
    news(order, r),
    ...(note && r.status !== 'requested' ? ['', `Note from the shop: ${note}`] : []),
    '',
    `Return #${r.id} of order ${number}:`,
    ...items.map((i) => `- ${i}`),
    '',
    brand.fullName,
  ].join('\n');
  const html = brandedHtml(
    title,
    `<p>Hello ${escapeHtml(name)},</p><p>${escapeHtml(news(order, r))}</p>${
      note && r.status !== 'requested' ? `<p>Note from the shop: ${escapeHtml(note)}</p>` : ''
    }
<p style="margin:16px 0 6px"><strong>Return #${r.id}</strong> &middot; order ${number} &middot; status: <strong>${r.status}</strong></p>
${itemListHtml(items)}`,
  );
  return { to: order.customer.email, subject: `${title} - ${brand.name}`, text, html };
}
