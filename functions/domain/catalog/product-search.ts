import { categoryNameIn } from '../../../shared/content/category-content';
import { TRANSLATED_LANGUAGES } from '../../../shared/rules/translations';
import { matchesAllWords } from '../../lib/text-search';
import type { ProductRecord } from './product-record';

/**
 * Every word must appear in the name, description, category, brand or SKU (the product's or one of its variants'),
 * the name, description and category in any of the shop's languages (issue 34): a shopper types in the one they read.
 */
export function productMatches(product: ProductRecord, words: string[]): boolean {
  const variantSkus = Object.values(product.variants ?? {}).map((v) => v.sku);
  const translated = TRANSLATED_LANGUAGES.flatMap((language) => [
    product.translations?.[language]?.name,
    product.translations?.[language]?.description,
    categoryNameIn(product.category, language),
  ]);
  return matchesAllWords(
    [
      product.name,
      product.description,
      product.category,
      product.brandName,
      product.sku,
      ...variantSkus,
      ...translated,
    ],
    words,
  );
}
