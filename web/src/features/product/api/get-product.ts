import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isProductIdParam } from '../../../../../shared/rules/catalogue';
import type { RouteResponse } from '../../../../../shared/routes';
import { callApi } from '../../../lib/api';
import { productKeys } from './keys';
import type { Language } from '../../../../../shared/rules/languages';
import { useLanguage } from '../../../lib/i18n';
import { languageQuery } from '../../../lib/i18n/language-query';

/** C2 GET /v2/product/{id}: the product as the route table types its answer. */
export type ProductDetail = RouteResponse<'catalog-product'>['data'];

/** SPEC section 8, product load. */
export const PRODUCT_LOAD_TEXT = {
  notFound: 'Product not found',
  badBody: 'Failed to load product data',
  failed: 'Error fetching product data',
} as const;

export type ProductLoad =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; product: ProductDetail };

/** A 2xx answer the page cannot use: not the contract's JSON (a proxy's page, say), or without its `data`. */
class BadProductAnswer extends Error {}

function productFrom(body: RouteResponse<'catalog-product'>): ProductDetail {
  if (body?.status !== 'success' || !body.data) throw new BadProductAnswer(PRODUCT_LOAD_TEXT.badBody);
  return body.data;
}

export async function getProduct(id: string, language: Language): Promise<ProductDetail> {
  return productFrom(await callApi('catalog-product', { params: { id }, query: languageQuery(language) }));
}

/** The answer was a 404. Read by shape: an error handed over by a server render arrives as plain JSON, not an ApiError. */
export const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

function failureText(error: unknown): string {
  if (error instanceof BadProductAnswer) return PRODUCT_LOAD_TEXT.badBody;
  return isNotFound(error) ? PRODUCT_LOAD_TEXT.notFound : PRODUCT_LOAD_TEXT.failed;
}

export const productQueryOptions = (id: string, language: Language) =>
  queryOptions({ queryKey: productKeys.detail(id, language), queryFn: () => getProduct(id, language) });

/**
 * The product of the page's id; an id that is not all digits is "Product not found" without asking the API.
 * A 404 already known (the server-drawn page hands it over) is final: the page shows it rather than asking again,
 * which would also draw "Loading product..." in the HTML and at hydration. Any other failure is asked again.
 */
export function useProduct(id: string | undefined): ProductLoad {
  const valid = isProductIdParam(id);
  const options = productQueryOptions(id ?? '', useLanguage());
  const knownMissing = isNotFound(useQueryClient().getQueryState(options.queryKey)?.error);
  const query = useQuery({ ...options, enabled: valid, retryOnMount: !knownMissing });
  if (!valid) return { state: 'failed', message: PRODUCT_LOAD_TEXT.notFound };
  if (query.isPending) return { state: 'loading' };
  if (query.isError) return { state: 'failed', message: failureText(query.error) };
  return { state: 'ready', product: query.data };
}

/**
 * The server render's read: the route's answer as the server's own view gives it (no request), read the same way
 * under the same key; a failure (the route's 404, thrown by `answer`) stays in the cache, and the page shows it.
 */
export async function prefetchProduct(
  client: QueryClient,
  id: string,
  answer: (id: string) => Promise<RouteResponse<'catalog-product'>>,
  language: Language,
): Promise<{ product?: ProductDetail; error?: unknown }> {
  const queryKey = productKeys.detail(id, language);
  await client.prefetchQuery({ queryKey, queryFn: async () => productFrom(await answer(id)) });
  const state = client.getQueryState<ProductDetail>(queryKey);
  return { product: state?.data, error: state?.error };
}
