import { useQuery } from '@tanstack/react-query';
import type { ReviewStatus } from '../../../../../../shared/rules/reviews';
import type { RouteBody, RouteResponse } from '../../../../../../shared/routes';
import { callApi } from '../../../../lib/api';
import { adminKeys } from '../../common/admin-keys';
import { adminQueryOptions, useAdminToken } from '../../common/admin-query';

type ListAnswer = RouteResponse<'admin-reviews'>;
/** One review of the back-office list: the author's view with its status, reason, product and customer. */
export type AdminReview = ListAnswer['data'][number];
export type ReviewChange = RouteBody<'admin-review-update'>;

export interface ReviewFilter {
  status: ReviewStatus | '';
  /** Digits only; '' for every product. */
  productId: string;
  /** '1'-'5'; '' for every rating. */
  rating: string;
}

export const ADMIN_REVIEW_TEXTS = {
  failed: 'Failed to load reviews',
  empty: 'No reviews match these filters.',
} as const;

/** `GET /api/v2/admin/reviews`, newest first, 10 a page; the empty filters are left out. */
export async function getReviews(
  filter: ReviewFilter,
  page: number,
): Promise<{ reviews: AdminReview[]; pagination: ListAnswer['pagination'] }> {
  const body = await callApi('admin-reviews', {
    query: {
      status: filter.status || undefined,
      product_id: filter.productId || undefined,
      rating: filter.rating || undefined,
      page: String(page),
    },
  });
  if (body?.status !== 'success' || !body.data) throw new Error(ADMIN_REVIEW_TEXTS.failed);
  return { reviews: body.data, pagination: body.pagination };
}

export const reviewsQueryOptions = (token: string | null, filter: ReviewFilter, page: number) =>
  adminQueryOptions(token, adminKeys.reviews(page, filter.status, filter.productId, filter.rating), () =>
    getReviews(filter, page),
  );

/** One page of the reviews the filters keep. */
export const useAdminReviews = (filter: ReviewFilter, page: number) =>
  useQuery(reviewsQueryOptions(useAdminToken(), filter, page));
