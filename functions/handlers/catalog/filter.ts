import { catalogFilter } from '../../../shared/routes/entries/catalog-filter';
import { priceBand } from '../../../shared/rules/catalogue';
import { allProducts, productsInCategory, listCard, lowestPrice } from '../../domain/catalog';
import { httpHandler } from '../http';
import { json } from '../../lib/responses';

/**
 * POST /v2/products/filter (contract section 5): `category` and `priceRange`, null for all. The older client expects
 * the body to be the product array itself, so this answers a bare array. A product with variants is in the band of
 * its lowest variant price, the "From" price its card shows (decision 0054).
 */
export const handler = httpHandler(catalogFilter, async (req) => {
  const { category, priceRange } = req.body;
  const products = category ? await productsInCategory(category) : await allProducts();
  const band = priceBand(priceRange);
  return json(200, products.filter((p) => band.test(lowestPrice(p))).map(listCard));
});
