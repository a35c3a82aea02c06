import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { RouteResponse } from '../../../../../shared/routes';
import { callApi } from '../../../lib/api';
import { reviewKeys } from './keys';
import type { ReviewSort, ReviewsPage } from './review-types';

/** The first page as the server draws it: newest first, page 1. */
export const FIRST_PAGE = { sort: 'newest', page: 1 } as const satisfies { sort: ReviewSort; page: number };

function pageFrom(body: RouteResponse<'reviews-list'>): ReviewsPage {
  if (body?.status !== 'success' || !body.data) throw new Error('Failed to load reviews');
  return body.data;
}

export async function getReviews(productId: string, sort: ReviewSort, page: number): Promise<ReviewsPage> {
  return pageFrom(await callApi('reviews-list', { params: { id: productId }, query: { sort, page } }));
}

export const reviewsQueryOptions = (productId: string, sort: ReviewSort, page: number) =>
  queryOptions({ queryKey: reviewKeys.page(productId, sort, page), queryFn: () => getReviews(productId, sort, page) });

/** One page of a product's reviews; the page on screen stays while the next sort or page loads (no jump). */
export function useReviews(productId: string, sort: ReviewSort, page: number) {
  return useQuery({ ...reviewsQueryOptions(productId, sort, page), placeholderData: keepPreviousData });
}

/**
 * The server render's read (the page renderer's reads, decision 0051): the summary and first page under the key the
 * browser reads, so the hydrated section draws what the HTML shows and nothing moves. A failed read throws (a page
 * is never stored without its reviews).
 */
export function prefetchReviews(
  client: QueryClient,
  productId: string,
  answer: (id: string) => Promise<RouteResponse<'reviews-list'>>,
): Promise<ReviewsPage> {
  return client.fetchQuery({
    queryKey: reviewKeys.page(productId, FIRST_PAGE.sort, FIRST_PAGE.page),
    queryFn: async () => pageFrom(await answer(productId)),
  });
}
