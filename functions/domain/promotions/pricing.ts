import type { DiscountTerms } from '../../../shared/rules/discount-codes';
import { netCents, percentOfNetCents, toCents, type PricedLine } from '../../../shared/rules/money';

/** A line as a code prices it: its price, product discount, quantity and category. */
export interface CodeLine extends PricedLine {
  category: string;
}

export interface CodePrice {
  /** Net (product-discounted) sum of the lines the code covers, in cents. */
  coveredCents: number;
  /** Taken off the goods. */
  goodsCents: number;
  /** Taken off the delivery (free shipping: the zone's whole rate). */
  shippingCents: number;
  /** What the code saves in all: goods + shipping. */
  amountCents: number;
}

/** The lines a code covers: those of its categories, or every line when it names none. */
export const coveredLines = <L extends CodeLine>(terms: Pick<DiscountTerms, 'categories'>, lines: L[]): L[] =>
  terms.categories.length === 0 ? lines : lines.filter((l) => (terms.categories as string[]).includes(l.category));

/**
 * What a code takes off an order (docs/decisions/0058). A percent code takes its percent of the covered lines' net
 * prices (after the products' own discounts), computed exactly and rounded half up once per order; a fixed code
 * takes its amount; neither ever takes more than the covered lines cost, so no total goes below 0. Free shipping
 * takes the delivery rate of the order's zone (`deliveryCents`; null in the cart, which has no address yet).
 */
export function priceWithCode(
  terms: Pick<DiscountTerms, 'kind' | 'value' | 'categories'>,
  lines: CodeLine[],
  deliveryCents: number | null,
): CodePrice {
  const covered = coveredLines(terms, lines);
  const coveredCents = netCents(covered);
  const goodsCents =
    terms.kind === 'percent'
      ? Math.min(percentOfNetCents(covered, terms.value), coveredCents)
      : terms.kind === 'fixed'
        ? Math.min(toCents(terms.value), coveredCents)
        : 0;
  const shippingCents = terms.kind === 'free_shipping' && covered.length > 0 ? (deliveryCents ?? 0) : 0;
  return { coveredCents, goodsCents, shippingCents, amountCents: goodsCents + shippingCents };
}
