import { fromCents, toCents } from '../../../shared/rules/money';
import { orderNumber } from '../../../shared/rules/orders';
import type { OrderReturnRow } from './order-detail-view';
import { orderLanguage, orderLineText, paymentStatusOf, type OrderRecord } from './order-record';

const HEADER = [
  'order_id',
  'order_number',
  'created_at',
  'status',
  'payment_method',
  'payment_status',
  'payhere_payment_id',
  'customer_name',
  'customer_email',
  'phone',
  'city',
  'items',
  'subtotal',
  'discount',
  'shipping',
  'total',
  'discount_code',
  'code_discount',
  // Issue 22, added at the end: the order's returns ("12 refunded; 14 requested") and what was refunded in all.
  'returns',
  'refunded',
  // Issue 31, added at the end: a cash order's confirmation (awaiting, confirmed, expired); empty when it has none.
  'cod_confirmation',
  // Issue 34, added at the end: the language of the order's mails and SMS (en, si, ta).
  'language',
];

/** One CSV field: quoted, quotes doubled, and a leading = + - @ defused so a spreadsheet never runs it as a formula. */
function field(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value !== 'number' ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const refundedCents = (returns: OrderReturnRow[]) =>
  returns.filter((r) => r.status === 'refunded').reduce((sum, r) => sum + toCents(r.refund_amount), 0);

/**
 * Orders as CSV (RFC 4180, CRLF line ends), oldest first, money in LKR with two decimals; `returns` holds each
 * order's returns by order id.
 */
export function ordersCsv(orders: OrderRecord[], returns: ReadonlyMap<number, OrderReturnRow[]> = new Map()): string {
  const rows = [...orders]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
    .map((o) =>
      [
        o.id,
        orderNumber(o.id),
        o.createdAt,
        o.status,
        o.paymentMethod,
        paymentStatusOf(o),
        o.payment?.paymentId ?? '',
        `${o.billing.first_name} ${o.billing.last_name}`.trim() || o.customer.name,
        o.customer.email,
        o.billing.phone,
        o.billing.city,
        o.lines.map(orderLineText).join('; '),
        fromCents(o.subtotalCents).toFixed(2),
        fromCents(o.discountCents).toFixed(2),
        fromCents(o.shippingCents).toFixed(2),
        fromCents(o.totalCents).toFixed(2),
        o.discountCode ?? '',
        fromCents(o.codeDiscountCents ?? 0).toFixed(2),
        (returns.get(o.id) ?? []).map((r) => `${r.id} ${r.status}`).join('; '),
        fromCents(refundedCents(returns.get(o.id) ?? [])).toFixed(2),
        o.codConfirmation ?? '',
        orderLanguage(o),
      ]
        .map(field)
        .join(','),
    );
  return [HEADER.map(field).join(','), ...rows].join('\r\n') + '\r\n';
}
