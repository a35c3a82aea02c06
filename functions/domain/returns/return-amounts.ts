import { netCentsByLine, roundedRatio } from '../../../shared/rules/money';
import { codeSharesByLine, type OrderRecord } from '../orders';
import { returnLineKey } from '../../../shared/rules/return-claims';

/** What the customer paid for one line of an order (its units), after the products' discounts and the code's share. */
export interface PaidLine {
  quantity: number;
  paidCents: number;
}

/**
 * What was paid for each line of an order, by line key (decision 0061). The goods were charged
 * `subtotal - discount` (decision 0058); each line's net part of it is rounded on the running sum, less the code's
 * share of the line, so the lines' paid amounts add up to exactly what the order charged for its goods. Delivery is
 * never part of a line. The shares are those the order kept at checkout; an order placed before they were kept
 * has them split again here, `covered` saying which lines the code covered (from the code and products as they are
 * now, so a share may move between its lines; the total still never exceeds what was paid).
 */
export function paidByLine(
  order: Pick<OrderRecord, 'lines' | 'subtotalCents' | 'discountCents'>,
  covered: (line: OrderRecord['lines'][number]) => boolean = () => true,
): Map<string, PaidLine> {
  const nets = netCentsByLine(order.lines);
  const shares =
    keptShares(order.lines) ?? codeSharesByLine(order.lines, codeGoodsCents(order, nets), order.lines.map(covered));
  const out = new Map<string, PaidLine>();
  order.lines.forEach((l, i) => {
    const key = returnLineKey(l.productId, l.variantId);
    const before = out.get(key) ?? { quantity: 0, paidCents: 0 };
    out.set(key, { quantity: before.quantity + l.quantity, paidCents: before.paidCents + nets[i] - shares[i] });
  });
  return out;
}

/** The code's shares the order kept at checkout, or null for an order placed before they were kept. */
export function keptShares(lines: OrderRecord['lines']): number[] | null {
  const shares = lines.map((l) => l.codeShareCents);
  return shares.every((s) => s !== undefined) ? shares : null;
}

/** The code's goods part of an order: what its lines' nets add up to less what it charged for its goods. */
function codeGoodsCents(order: Pick<OrderRecord, 'subtotalCents' | 'discountCents'>, nets: number[]): number {
  const netSum = nets.reduce((s, n) => s + n, 0);
  return Math.min(Math.max(netSum - (order.subtotalCents - order.discountCents), 0), netSum);
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
