import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Category } from '../../../../../shared/rules/catalogue';
import type { RouteResponse } from '../../../../../shared/routes';
import { callApi } from '../../../lib/api';
import type { ProductListItem } from '../../../../../shared/api/catalog';
import { catalogKeys } from './keys';
import type { Language } from '../../../../../shared/rules/languages';
import { useLanguage } from '../../../lib/i18n';
import { languageQuery } from '../../../lib/i18n/language-query';

/** A product of a category list (contract C3). */
export type CategoryProduct = ProductListItem;

export type CategoryLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; products: CategoryProduct[] };

/** C3 POST /v2/products/filtered_products: any 2xx with an array in `data` (the body's status is not checked). */
function productsFrom(body: RouteResponse<'catalog-by-category'>): CategoryProduct[] {
  if (!Array.isArray(body?.data)) throw new Error('The product list is not an array');
  return body.data;
}

export async function getCategoryProducts(category: Category, language: Language): Promise<CategoryProduct[]> {
  return productsFrom(await callApi('catalog-by-category', { body: { category }, query: languageQuery(language) }));
}

export const categoryProductsQueryOptions = (category: Category, language: Language) =>
  queryOptions({
    queryKey: catalogKeys.category(category, language),
    queryFn: () => getCategoryProducts(category, language),
  });

/** The products of one category; another category's list never shows while this one loads. */
export function useCategoryProducts(category: Category): CategoryLoad {
  const query = useQuery(categoryProductsQueryOptions(category, useLanguage()));
  if (query.isPending) return { state: 'loading' };
  if (query.isError) return { state: 'failed' };
  return { state: 'ready', products: query.data };
}

/**
 * The server render's read: the route's answer as the server's own view gives it (no request), read the same way
 * under the same key, so the page hydrates with it.
 */
export function prefetchCategoryProducts(
  client: QueryClient,
  category: Category,
  answer: (category: Category) => Promise<RouteResponse<'catalog-by-category'>>,
  language: Language,
): Promise<CategoryProduct[]> {
  return client.fetchQuery({
    queryKey: catalogKeys.category(category, language),
    queryFn: async () => productsFrom(await answer(category)),
  });
}
