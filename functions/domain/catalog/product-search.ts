import { matchesAllWords } from '../../lib/text-search';
import type { ProductRecord } from './product-record';

/** Every word must appear in the name, description, category, brand or SKU. */
export function productMatches(product: ProductRecord, words: string[]): boolean {
  return matchesAllWords([product.name, product.description, product.category, product.brandName, product.sku], words);
}
