import type { OrderRecord } from './order-record';

/** What a discount code takes off an order, in cents: off the goods, and off the delivery. */
export interface CodeDiscount {
  code: string;
  goodsCents: number;
  shippingCents: number;
}

/**
 * The order with a code's discount: the goods part joins `discountCents` and the delivery part comes off
 * `shippingCents`, so subtotal - discount + shipping = total still holds; the code and all it saved are kept.
 */
export function withCodeDiscount(order: OrderRecord, discount: CodeDiscount | null): OrderRecord {
  if (!discount) return order;
  const saved = discount.goodsCents + discount.shippingCents;
  return {
    ...order,
    discountCode: discount.code,
    codeDiscountCents: saved,
    ...(discount.shippingCents ? { codeShippingCents: discount.shippingCents } : {}),
    discountCents: order.discountCents + discount.goodsCents,
    shippingCents: order.shippingCents - discount.shippingCents,
    totalCents: order.totalCents - saved,
  };
}

/** The code's discount of an order, split as it was taken (null for an order without a code). */
export function codeDiscountOf(order: OrderRecord): CodeDiscount | null {
  if (!order.discountCode) return null;
  const shippingCents = order.codeShippingCents ?? 0;
  return { code: order.discountCode, goodsCents: (order.codeDiscountCents ?? 0) - shippingCents, shippingCents };
}
