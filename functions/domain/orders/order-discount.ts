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
    discountCents: order.discountCents + discount.goodsCents,
    shippingCents: order.shippingCents - discount.shippingCents,
    totalCents: order.totalCents - saved,
  };
}
