import { matchesAllWords } from '../../lib/text-search';
import type { ProductRecord } from './product-record';

/** Every word must appear in the name, description, category, brand or SKU (the product's or one of its variants'). */
export function productMatches(product: ProductRecord, words: string[]): boolean {
  const variantSkus = Object.values(product.variants ?? {}).map((v) => v.sku);
  return matchesAllWords(
    [product.name, product.description, product.category, product.brandName, product.sku, ...variantSkus],
    words,
  );
}
