import { shortDate } from '../../../shared/rules/dates';
import { deliveryRate, zoneOf } from '../../../shared/rules/delivery';
import { formatLkr, fromCents } from '../../../shared/rules/money';
import { PAYMENT_METHOD_LABELS } from '../../../shared/rules/payments';
import { lineName } from '../../../shared/rules/variants';
import { orderLanguage, orderPhone, paymentStatusOf, type OrderRecord } from './order-record';

/** The back-office shapes of an order (contract B1, B5-B7): money preformatted, every nested object present. */
const money = (cents: number) => formatLkr(fromCents(cents));

function customerName(order: OrderRecord): string {
  const billed = `${order.billing.first_name ?? ''} ${order.billing.last_name ?? ''}`.trim();
  return billed || order.customer.name;
}

function shippingText(order: OrderRecord): string {
  const zone = zoneOf(order.billing.city);
  const rate = money(order.shippingCents ?? deliveryRate(order.billing.city) * 100);
  return zone ? `Zone ${zone} - ${rate}` : rate;
}

function deliveryAddress(order: OrderRecord): string {
  const b = order.billing;
  return [order.shippingAddress, b.apartment, b.city, [b.state, b.postal_code].filter(Boolean).join(' '), b.country]
    .filter(Boolean)
    .join(', ');
}

/** A cash order's confirmation state (issue 31), only on an order that asked for one. */
export const codConfirmationFields = (order: Pick<OrderRecord, 'codConfirmation'>) =>
  order.codConfirmation ? { cod_confirmation: order.codConfirmation } : {};

/** B5 order card and the `order` of B6's answer. */
export function adminOrderCard(order: OrderRecord) {
  return {
    id: order.id,
    status: order.status,
    date: shortDate(order.createdAt),
    created_at: order.createdAt,
    payment_method: order.paymentMethod,
    payment_status: paymentStatusOf(order),
    ...codConfirmationFields(order),
    language: orderLanguage(order),
    customer: {
      fullName: customerName(order),
      email: order.customer.email,
      phone: orderPhone(order) || '',
      // A guest's order not (yet) in any account (issue 32): the screens say "Guest"; absent on every other order.
      ...(order.userId === undefined ? { guest: true as const } : {}),
    },
    orderInfo: { shipping: shippingText(order), paymentMethod: order.paymentMethod, status: order.status },
    deliverTo: { address: deliveryAddress(order) },
    paymentInfo: {
      paymentMethod: PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod,
      businessName: order.billing.company || '-',
      phone: orderPhone(order) || '',
    },
    products: order.lines.map((l) => ({
      name: l.name,
      orderId: order.id,
      productId: l.productId,
      variant_id: l.variantId ?? null,
      variant_label: l.variantLabel ?? null,
      quantity: l.quantity,
      total: money(l.totalCents),
    })),
    summary: {
      subtotal: money(order.subtotalCents),
      tax: money(order.taxCents),
      discount: money(order.discountCents),
      shipping: money(order.shippingCents),
      total: money(order.totalCents),
    },
  };
}

/** B7 history row. */
export function historyRow(order: OrderRecord) {
  return {
    id: order.id,
    total: money(order.totalCents),
    date: shortDate(order.createdAt),
    status: order.status,
    payment_method: order.paymentMethod,
    payment_status: paymentStatusOf(order),
  };
}

/** B1 recent order: the first product's name, with a count of the others. */
export function recentOrderRow(order: OrderRecord) {
  const first = order.lines[0] ? lineName(order.lines[0].name, order.lines[0].variantLabel) : '-';
  const others = order.lines.length - 1;
  return {
    id: order.id,
    product: others > 0 ? `${first} + ${others} more` : first,
    date: shortDate(order.createdAt),
    customer: customerName(order),
    status: order.status,
    amount: money(order.totalCents),
    ...(order.discountCode ? { discount_code: order.discountCode } : {}),
  };
}
