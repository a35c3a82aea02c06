import { formatLkr } from '../../../shared/rules/money';

/**
 * The lowest and highest price of a product's variants, as list items carry them for a product with variants
 * (issue 20, decision 0054); absent for one without.
 */
export interface PriceRange {
  price_from?: number;
  price_to?: number;
}

/**
 * "From LKR 2,450.00" when a product's variants cost different amounts, else null (the card shows its one price).
 */
export function fromPriceText(item: PriceRange, currency?: string): string | null {
  const { price_from: from, price_to: to } = item;
  if (from === undefined || to === undefined || from === to) return null;
  return `From ${formatLkr(from, currency)}`;
}

/** A list item of a product with variants (only those carry a price range): it is added from its page, with a size. */
export const hasVariants = (item: PriceRange): boolean => item.price_from !== undefined;
