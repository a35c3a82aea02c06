import type { Category } from '../../../../shared/rules/catalogue';
import type { ProductListItem } from '../../../../shared/api/catalog';
import { api } from '../../lib/api';

/** A product of a category list (contract C3). */
export type CategoryProduct = ProductListItem;

/** C3 POST /v2/products/filtered_products: any 2xx with an array in `data` (the body's status is not checked). */
export async function fetchCategoryProducts(category: Category): Promise<CategoryProduct[]> {
  const body = await api.post('/v2/products/filtered_products', { category });
  if (!Array.isArray(body?.data)) throw new Error('The product list is not an array');
  return body.data;
}
