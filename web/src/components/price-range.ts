import { useMoney, useText } from '../lib/i18n';

/**
 * The lowest and highest price of a product's variants, as list items carry them for a product with variants
 * (issue 20, decision 0054); absent for one without.
 */
export interface PriceRange {
  price_from?: number;
  price_to?: number;
}

/**
 * "From LKR 2,450.00" (in the page's language: "රු. 2,450.00 සිට") when a product's variants cost different amounts,
 * else null (the card shows its one price).
 */
export function useFromPrice(): (item: PriceRange, currency?: string) => string | null {
  const text = useText();
  const money = useMoney();
  return ({ price_from: from, price_to: to }, currency) =>
    from === undefined || to === undefined || from === to ? null : text('price.from', { price: money(from, currency) });
}

/** A list item of a product with variants (only those carry a price range): it is added from its page, with a size. */
export const hasVariants = (item: PriceRange): boolean => item.price_from !== undefined;
