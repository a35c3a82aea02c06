import { netCentsByLine, roundedRatio, shareByWeight } from '../../../shared/rules/money';
import type { OrderRecord } from '../orders';
import { lineKey } from './return-record';

/** What the customer paid for one line of an order (its units), after the products' discounts and the code's share. */
export interface PaidLine {
  quantity: number;
  paidCents: number;
}

/**
 * What was paid for each line of an order, by line key (decision 0061). The goods were charged
 * `subtotal - discount` (decision 0058); each line's net part of it is rounded on the running sum, and the code's
 * goods discount is shared over the lines it covered in proportion to their net, by the same rule, so the lines'
 * paid amounts add up to exactly what the order charged for its goods. Delivery is never part of a line.
 * `covered` says which lines the code covered (all when it says none, or none it names are left).
 */
export function paidByLine(
  order: Pick<OrderRecord, 'lines' | 'subtotalCents' | 'discountCents'>,
  covered: (line: OrderRecord['lines'][number]) => boolean = () => true,
): Map<string, PaidLine> {
  const nets = netCentsByLine(order.lines);
  const netSum = nets.reduce((s, n) => s + n, 0);
  const goodsPaid = order.subtotalCents - order.discountCents;
  const codeGoods = Math.min(Math.max(netSum - goodsPaid, 0), netSum);
  const coveredNets = order.lines.map((l, i) => (covered(l) ? nets[i] : 0));
  const weights = coveredNets.some((n) => n > 0) ? coveredNets : nets;
  const shares = shareByWeight(codeGoods, weights);
  const out = new Map<string, PaidLine>();
  order.lines.forEach((l, i) => {
    const key = lineKey(l.productId, l.variantId);
    const before = out.get(key) ?? { quantity: 0, paidCents: 0 };
    out.set(key, { quantity: before.quantity + l.quantity, paidCents: before.paidCents + nets[i] - shares[i] });
  });
  return out;
}

/**
 * What was paid for `units` more units of a line of which `earlier` units are already being returned: the line's
 * paid amount spread over its units on the running count (half up), so any split of a line into returns adds up to
 * exactly what the line cost, never more.
 */
export function unitsAmountCents(line: PaidLine, earlier: number, units: number): number {
  const upTo = (n: number) => roundedRatio(line.paidCents, Math.min(n, line.quantity), line.quantity);
  return upTo(earlier + units) - upTo(earlier);
}
