import { useText } from '../lib/i18n';

/**
 * The product page's stock words in the page's language; in English the spec's "In Stock", "Only (3 available)" and
 * "Out of Stock", the same as `stockLabel` (shared/rules/catalogue.ts) gives the cart.
 */
export function useStockLabel(): (stock: number) => string {
  const text = useText();
  return (stock) =>
    stock > 5 ? text('stock.in') : stock >= 1 ? text('stock.only', { count: stock }) : text('stock.out');
}
