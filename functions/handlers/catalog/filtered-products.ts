import { CATEGORIES, parseCategory } from '../../../shared/rules/catalogue';
import { productsInCategory } from '../../domain/catalog/products-repo';
import { listCard } from '../../domain/catalog/product-views';
import { fieldError } from '../../lib/errors';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

export const UNKNOWN_CATEGORY_MESSAGE = `Please choose a category: ${CATEGORIES.join(', ')}.`;

/** C3 POST /v2/products/filtered_products: one category, matched case-insensitively. */
export const handler = httpHandler('catalog-by-category', async (req) => {
  const category = parseCategory(req.body.category);
  if (!category) throw fieldError('category', UNKNOWN_CATEGORY_MESSAGE);
  const products = await productsInCategory(category);
  return success({ data: products.map(listCard) });
});
