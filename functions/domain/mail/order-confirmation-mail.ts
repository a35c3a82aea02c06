import { brand } from '../../../shared/brand';
import { longDate } from '../../../shared/rules/dates';
import { formatLkr, fromCents } from '../../../shared/rules/money';
import { orderNumber } from '../../../shared/rules/orders';
import type { Mail } from '../messages';
import { orderLineName, type OrderRecord } from '../orders';
import { brandedHtml, escapeHtml } from './layout';
import { codeDiscountOf } from '../orders';
import { paymentMethodOf } from '../payments';

const money = (cents: number) => formatLkr(fromCents(cents));

function addressLines(order: OrderRecord): string[] {
  const b = order.billing;
  return [
    `${b.first_name} ${b.last_name}`,
    order.shippingAddress,
    b.apartment,
    `${b.city}, ${b.state} ${b.postal_code}`,
    b.country,
    b.phone,
  ].filter(Boolean);
}

/** The order confirmation: items, totals, delivery address, the estimated arrival and its method's words on paying. */
export function orderConfirmationMail(order: OrderRecord): Mail {
  const number = orderNumber(order.id);
  const arrival = longDate(order.estimatedArrival);
  const { texts } = paymentMethodOf(order.paymentMethod);
  const paying = texts.mailPayment(money(order.totalCents));
  const details = texts.mailDetails?.(order) ?? [];
  const code = codeDiscountOf(order);
  // A code's discount has its own row; the other rows show what the order was before it, so the rows add up.
  const totals: Array<[string, number]> = [
    ['Subtotal', order.subtotalCents],
    ['Discounts', -(order.discountCents - (code?.goodsCents ?? 0))],
    ...(code ? [[`Discount (${code.code})`, -(code.goodsCents + code.shippingCents)] as [string, number]] : []),
    ['Shipping', order.shippingCents + (code?.shippingCents ?? 0)],
    [texts.mailTotal, order.totalCents],
  ];
  const text = [
    `Hello ${order.billing.first_name},`,
    '',
    `Thank you for your order ${number}. We are preparing it now.`,
    '',
    ...order.lines.map((l) => `- ${orderLineName(l)} x ${l.quantity}: ${money(l.totalCents)}`),
    '',
    ...totals.map(([label, cents]) => `${label}: ${cents < 0 ? '-' : ''}${money(Math.abs(cents))}`),
    '',
    'Delivery address:',
    ...addressLines(order),
    '',
    `Estimated arrival: ${arrival}. ${paying.text}`,
    '',
    ...(details.length > 0 ? [...details, ''] : []),
    brand.fullName,
  ].join('\n');
  const rows = order.lines
    .map(
      (l) =>
        `<tr><td style="padding:6px 0">${escapeHtml(orderLineName(l))} &times; ${l.quantity}</td><td align="right">${money(l.totalCents)}</td></tr>`,
    )
    .join('');
  const totalRows = totals
    .map(
      ([label, cents], i) =>
        `<tr><td style="padding:4px 0${i === totals.length - 1 ? ';font-weight:bold' : ''}">${label}</td><td align="right"${i === totals.length - 1 ? ' style="font-weight:bold"' : ''}>${cents < 0 ? '-' : ''}${money(Math.abs(cents))}</td></tr>`,
    )
    .join('');
  const html = brandedHtml(
    `Thank you for your order ${number}`,
    `<p>Hello ${escapeHtml(order.billing.first_name)}, we are preparing your order now.</p>
<table role="presentation" width="100%" style="border-collapse:collapse;border-bottom:1px solid #eee">${rows}</table>
<table role="presentation" width="100%" style="margin-top:8px">${totalRows}</table>
<h2 style="font-size:16px;margin:20px 0 6px">Delivery address</h2><p style="margin:0">${addressLines(order).map(escapeHtml).join('<br>')}</p>
<p style="margin-top:16px"><strong>Estimated arrival: ${escapeHtml(arrival)}</strong>. ${paying.html}</p>${details.length > 0 ? `<p>${details.map(escapeHtml).join('<br>')}</p>` : ''}`,
  );
  return { to: order.customer.email, subject: `Your ${brand.name} order ${number} is confirmed`, text, html };
}
