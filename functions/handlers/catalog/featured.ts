import { catalogFeatured } from '../../../shared/routes/entries/catalog-featured';
import { CATEGORIES } from '../../../shared/rules/catalogue';
import { productsInCategory, featuredCard } from '../../domain/catalog';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** C1 POST /v2/products/featured: products the admin marked featured, keyed by category (one Query per category). */
export const handler = httpHandler(catalogFeatured, async () => {
  const lists = await Promise.all(CATEGORIES.map((c) => productsInCategory(c, true)));
  const data = Object.fromEntries(CATEGORIES.map((c, i) => [c, lists[i].map(featuredCard)]));
  return success({ data });
});
