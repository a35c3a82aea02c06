import type { RouteBody, RouteResponse } from '../../../../../shared/routes';
import type { ReviewStatus } from '../../../../../shared/rules/reviews';
import { callApi } from '../../../lib/api';

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
export async function fetchReviews(
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

/** `PUT /api/v2/admin/reviews/{id}`: hide (with a reason), show again, or reply. */
export function changeReview(id: number, change: ReviewChange) {
  return callApi('admin-review-update', { params: { id }, body: change });
}
