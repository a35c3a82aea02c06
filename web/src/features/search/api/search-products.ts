import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { RouteResponse } from '../../../../../shared/routes';
import { callApi } from '../../../lib/api';
import type { ProductListItem } from '../../../../../shared/api/catalog';
import { searchKeys } from './keys';
import type { Language } from '../../../../../shared/rules/languages';
import { useLanguage } from '../../../lib/i18n';
import { languageQuery } from '../../../lib/i18n/language-query';

/** One hit of GET /v2/search/products: the category-list shape, always with category, stock and discount. */
export type SearchHit = Required<Omit<ProductListItem, 'price_from' | 'price_to' | 'category_name'>> &
  Pick<ProductListItem, 'price_from' | 'price_to' | 'category_name'>;

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'failed'; query: string }
  | { status: 'ready'; query: string; hits: SearchHit[] };

export async function searchProducts(q: string, language: Language): Promise<SearchHit[]> {
  const body = await callApi('catalog-search', { query: { q, ...languageQuery(language) } });
  if (!Array.isArray(body?.data)) throw new Error('The search answer is not a list');
  return body.data;
}

export const productSearchQueryOptions = (query: string, language: Language) =>
  queryOptions({
    queryKey: searchKeys.products(query, language),
    queryFn: () => searchProducts(query, language),
    enabled: query !== '',
  });

/** Searches the catalogue for `query`; the answer shown is always the current query's. */
export function useProductSearch(query: string): SearchState {
  const result = useQuery(productSearchQueryOptions(query, useLanguage()));
  if (!query) return { status: 'idle' };
  if (result.isPending) return { status: 'loading', query };
  if (result.isError) return { status: 'failed', query };
  return { status: 'ready', query, hits: result.data };
}

/**
 * The server render's read (a search page is drawn for each query): the route's answer as the server's own view gives
 * it, under the page's key, so the page hydrates with the results it was drawn with.
 */
export function prefetchProductSearch(
  client: QueryClient,
  query: string,
  answer: (query: string) => Promise<RouteResponse<'catalog-search'>>,
  language: Language,
): Promise<SearchHit[]> {
  if (!query) return Promise.resolve([]);
  return client.fetchQuery({
    queryKey: searchKeys.products(query, language),
    queryFn: async () => (await answer(query)).data as SearchHit[],
  });
}
