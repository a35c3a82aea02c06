import { netCentsByLine, shareByWeight, type PricedLine } from '../../../shared/rules/money';
import type { OrderRecord } from './order-record';

/** What a discount code takes off an order, in cents: off the goods, and off the delivery. */
export interface CodeDiscount {
  code: string;
  goodsCents: number;
  shippingCents: number;
}

/**
 * A code's goods discount split over an order's lines (decision 0061): in proportion to the net (after the
 * products' own discounts) of the lines it covered, or of all lines when it covered none, half up on the running
 * sum, so the shares add up to exactly `goodsCents`.
 */
export function codeSharesByLine(lines: PricedLine[], goodsCents: number, covered: readonly boolean[]): number[] {
  const nets = netCentsByLine(lines);
  const coveredNets = nets.map((n, i) => (covered[i] ? n : 0));
  return shareByWeight(goodsCents, coveredNets.some((n) => n > 0) ? coveredNets : nets);
}

/**
 * The order with a code's discount: the goods part joins `discountCents` and the delivery part comes off
 * `shippingCents`, so subtotal - discount + shipping = total still holds; the code and all it saved are kept, and
 * each line keeps its share of the goods part (`covered`: which lines the code covered, in the order's line order).
 */
export function withCodeDiscount(
  order: OrderRecord,
  discount: CodeDiscount | null,
  covered: readonly boolean[],
): OrderRecord {
  if (!discount) return order;
  const saved = discount.goodsCents + discount.shippingCents;
  const shares = codeSharesByLine(order.lines, discount.goodsCents, covered);
  return {
    ...order,
    lines: order.lines.map((l, i) => ({ ...l, codeShareCents: shares[i] })),
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
