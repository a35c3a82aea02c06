import { catalogFeatured } from '../../../shared/routes/entries/catalog-featured';
import { CATEGORIES, type Category } from '../../../shared/rules/catalogue';
import { productsInCategory, featuredCard } from '../../domain/catalog';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** C1 POST /v2/products/featured: products the admin marked featured, keyed by category (one Query per category). */
export const handler = httpHandler(catalogFeatured, async () => {
  const lists = await Promise.all(CATEGORIES.map((c) => productsInCategory(c, true)));
  // fromEntries types its keys as any string; they are the four categories, each once, in their fixed order.
  const data = Object.fromEntries(CATEGORIES.map((c, i) => [c, lists[i].map(featuredCard)])) as Record<
    Category,
    ReturnType<typeof featuredCard>[]
  >;
  return success({ data });
});
