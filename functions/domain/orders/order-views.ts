import { codConfirmationFields } from './admin-order-views';
import { fromCents } from '../../../shared/rules/money';
import { customerTabOf, orderNumber, type CustomerOrderTab } from '../../../shared/rules/orders';
import { returnUntil } from '../../../shared/rules/returns';
import { config } from '../../lib/config';
import { publicUrl } from '../../lib/uploads';
import { deliveredAtOf, paymentStatusOf, type OrderRecord } from './order-record';
import { productNameOf, variantLabelOf, type LineNaming } from './line-naming';

/**
 * The discount code an order used and all it saved (goods and delivery); nothing for an order without a code, whose
 * answers stay byte for byte what they were.
 */
export const codeFields = (order: OrderRecord) =>
  order.discountCode
    ? { discount_code: order.discountCode, discount_amount: fromCents(order.codeDiscountCents ?? 0) }
    : {};

/** When a delivered order was delivered and until when it may be returned (issue 22); both null otherwise. */
export function returnWindowFields(order: OrderRecord) {
  const deliveredAt = deliveredAtOf(order);
  return { delivered_at: deliveredAt, return_until: returnUntil(deliveredAt, config().RETURN_WINDOW_DAYS) };
}

/** What the checkout answers about the order it made. */
export function orderSummary(order: OrderRecord) {
  return {
    id: order.id,
    order_number: orderNumber(order.id),
    status: order.status,
    payment_method: order.paymentMethod,
    payment_status: paymentStatusOf(order),
    payment_deadline: order.paymentDeadline ?? null,
    subtotal: fromCents(order.subtotalCents),
    discount: fromCents(order.discountCents),
    shipping: fromCents(order.shippingCents),
    tax: fromCents(order.taxCents),
    total: fromCents(order.totalCents),
    ...codeFields(order),
    tracking: order.tracking ?? null,
    estimated_arrival: order.estimatedArrival,
    created_at: order.createdAt,
  };
}

/** S11: one element per order line, for the orders that belong to the tab. */
export function customerOrderLines(orders: OrderRecord[], tab: CustomerOrderTab, naming: LineNaming) {
  return orders.filter((o) => customerTabOf(o.status) === tab).flatMap((o) => orderLinesOf(o, naming));
}

/** One order as S11 shows it: one element per line (a guest's order page draws the same, issue 32). */
export function orderLinesOf(o: OrderRecord, naming: LineNaming) {
  return o.lines.map((l) => ({
    order_id: o.id,
    order_number: orderNumber(o.id),
    status: o.status,
    tracking: o.tracking ?? null,
    created_at: o.createdAt,
    payment_method: o.paymentMethod,
    payment_status: paymentStatusOf(o),
    payment_deadline: o.paymentDeadline ?? null,
    ...codConfirmationFields(o),
    ...codeFields(o),
    ...returnWindowFields(o),
    item: {
      id: l.id,
      product_id: l.productId,
      product_name: productNameOf(l, naming),
      variant_id: l.variantId ?? null,
      variant_label: variantLabelOf(l, naming),
      product_image: l.imagePath ? publicUrl(l.imagePath) : null,
      quantity: l.quantity,
      price: fromCents(Math.round(l.totalCents / l.quantity)),
      subtotal: fromCents(l.totalCents),
      original_price: l.price,
      discount_percentage: l.discount,
    },
  }));
}
