import type { Category } from '../../../../shared/rules/catalogue';
import { api } from '../../lib/api';

/** A product of a category list (contract C3). `discount` is null or absent when there is none (7.14). */
export interface CategoryProduct {
  id: number;
  name: string;
  description: string;
  price: number;
  currency: string;
  image: string | null;
  rating: number;
  isNew: boolean;
  discount?: number | null;
  stock?: number;
}

/** C3 POST /v2/products/filtered_products: any 2xx with an array in `data` (the body's status is not checked). */
export async function fetchCategoryProducts(category: Category): Promise<CategoryProduct[]> {
  const body = await api.post('/v2/products/filtered_products', { category });
  if (!Array.isArray(body?.data)) throw new Error('The product list is not an array');
  return body.data;
}
