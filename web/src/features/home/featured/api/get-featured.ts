import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { RouteResponse } from '../../../../../../shared/routes';
import { callApi } from '../../../../lib/api';
import { parseFeatured, type FeaturedByCategory } from '../featured-response';
import { homeKeys } from './keys';
import type { Language } from '../../../../../../shared/rules/languages';
import { useLanguage } from '../../../../lib/i18n';
import { languageQuery } from '../../../../lib/i18n/language-query';

export type FeaturedState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: FeaturedByCategory };

/** C1: a POST without a body; an answer that is not `status: "success"` with data is a failure (SPEC section 5). */
function featuredFrom(answer: RouteResponse<'catalog-featured'>): FeaturedByCategory {
  const data = parseFeatured(answer);
  if (!data) throw new Error('The featured products answer is not usable');
  return data;
}

export async function getFeatured(language: Language): Promise<FeaturedByCategory> {
  return featuredFrom(await callApi('catalog-featured', { query: languageQuery(language) }));
}

export const featuredQueryOptions = (language: Language) =>
  queryOptions({ queryKey: homeKeys.featured(language), queryFn: () => getFeatured(language) });

/** The featured products, loaded once per app and kept while the shopper moves around. */
export function useFeaturedProducts(): FeaturedState {
  const query = useQuery(featuredQueryOptions(useLanguage()));
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'failed' };
  return { status: 'ready', data: query.data };
}

/**
 * The server render's read: the route's answer as the server's own view gives it (no request), read the same way
 * under the same key, so the page hydrates with it.
 */
export function prefetchFeatured(
  client: QueryClient,
  answer: () => Promise<RouteResponse<'catalog-featured'>>,
  language: Language,
): Promise<FeaturedByCategory> {
  return client.fetchQuery({
    queryKey: homeKeys.featured(language),
    queryFn: async () => featuredFrom(await answer()),
  });
}
