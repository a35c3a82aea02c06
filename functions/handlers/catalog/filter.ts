import { parseCategory, priceBand } from '../../../shared/rules/catalogue';
import { allProducts, productsInCategory } from '../../domain/catalog/products-repo';
import { listCard } from '../../domain/catalog/product-views';
import { fieldError } from '../../lib/errors';
import { httpHandler } from '../http';
import { json } from '../../lib/responses';
import { UNKNOWN_CATEGORY_MESSAGE } from './filtered-products';

/**
 * POST /v2/products/filter (contract section 5): `category` and `priceRange`, null for all. The older client expects
 * the body to be the product array itself, so this answers a bare array.
 */
export const handler = httpHandler('catalog-filter', async (req) => {
  const { category: rawCategory, priceRange } = req.body;
  const all = rawCategory === null || rawCategory === undefined || rawCategory === '' || String(rawCategory).toLowerCase() === 'all categories';
  const category = all ? null : parseCategory(rawCategory);
  if (!all && !category) throw fieldError('category', UNKNOWN_CATEGORY_MESSAGE);
  const products = category ? await productsInCategory(category) : await allProducts();
  const band = priceBand(priceRange);
  return json(200, products.filter((p) => band.test(p.price)).map(listCard));
});
