import { CATEGORIES, type Category } from '../../../shared/rules/catalogue';
import type { Language } from '../../../shared/rules/languages';
import { detailLanguageFields, listCardIn, productIn } from './product-language';
import { featuredCard, productDetail } from './product-views';
import { allProducts, getProduct, productsInCategory } from './products-repo';
import { productMatches } from './product-search';
import { searchWords } from '../../lib/text-search';

/**
 * The storefront's reads, as the public catalogue routes answer them in `data` (C1-C3) and as the page functions
 * draw them (functions/pages/page-reads.ts): one home, so a drawn page shows what the API would have answered.
 */

/**
 * Each read takes the language of `?lang=` (issue 34): texts in it, English where a field has no translation; without
 * one (undefined), the answer is the English one it always was.
 */

/** C1: the featured cards of each category (one Query per category). */
export async function featuredProducts(
  language: Language = 'en',
): Promise<Record<Category, ReturnType<typeof featuredCard>[]>> {
  const lists = await Promise.all(CATEGORIES.map((c) => productsInCategory(c, true)));
  const card = (p: Parameters<typeof featuredCard>[0]) => featuredCard(productIn(p, language));
  // Every category is a key (fromEntries cannot say so).
  return Object.fromEntries(CATEGORIES.map((c, i) => [c, lists[i].map(card)])) as Record<
    Category,
    ReturnType<typeof featuredCard>[]
  >;
}

/** C3: one category's cards, newest first. */
export async function categoryProducts(category: Category, language?: Language) {
  return (await productsInCategory(category)).map((p) => listCardIn(p, language));
}

/** C2 as a shopper sees it: the product's detail, or null when there is no such product. */
export async function publicProductDetail(id: number, language?: Language) {
  const product = await getProduct(id);
  return product
    ? { ...productDetail(productIn(product, language ?? 'en')), ...detailLanguageFields(product, language) }
    : null;
}

/**
 * Our search (`?q=`): the cards of the products in which every word of the query appears, and the query as the answer
 * echoes it (empty when it has no words, and then no products).
 */
export async function searchedProducts(query: string, language?: Language) {
  const words = searchWords(query);
  if (words.length === 0) return { query: '', data: [] };
  const hits = (await allProducts()).filter((p) => productMatches(p, words));
  return { query, data: hits.map((p) => listCardIn(p, language)) };
}
