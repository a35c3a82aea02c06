import { CATEGORIES, type Category } from '../../../shared/rules/catalogue';
import { featuredCard, listCard, productDetail } from './product-views';
import { getProduct, productsInCategory } from './products-repo';

/**
 * The storefront's reads, as the public catalogue routes answer them in `data` (C1-C3) and as the page functions
 * draw them (functions/pages/page-reads.ts): one home, so a drawn page shows what the API would have answered.
 */

/** C1: the featured cards of each category (one Query per category). */
export async function featuredProducts(): Promise<Record<Category, ReturnType<typeof featuredCard>[]>> {
  const lists = await Promise.all(CATEGORIES.map((c) => productsInCategory(c, true)));
  // Every category is a key (fromEntries cannot say so).
  return Object.fromEntries(CATEGORIES.map((c, i) => [c, lists[i].map(featuredCard)])) as Record<
    Category,
    ReturnType<typeof featuredCard>[]
  >;
}

/** C3: one category's cards, newest first. */
export async function categoryProducts(category: Category) {
  return (await productsInCategory(category)).map(listCard);
}

/** C2 as a shopper sees it: the product's detail, or null when there is no such product. */
export async function publicProductDetail(id: number) {
  const product = await getProduct(id);
  return product ? productDetail(product) : null;
}
