import type { AdminReview } from '../../../shared/api/reviews';
import type { ReviewStatus } from '../../../shared/rules/reviews';
import { pageOf } from '../../lib/paging';
import { getProducts } from '../catalog';
import type { ReviewRecord } from './review-record';
import { allReviews } from './reviews-repo';
import { adminReviewView } from './review-views';

export const ADMIN_REVIEWS_PAGE_SIZE = 10;

export interface AdminReviewFilter {
  status?: ReviewStatus;
  productId?: number;
  rating?: number;
}

/** The back-office list, newest first, narrowed by status, product and stars; product names read per page. */
export async function adminReviewsPage(filter: AdminReviewFilter, page: number) {
  const matching = (await allReviews()).filter(
    (r) =>
      (filter.status === undefined || r.status === filter.status) &&
      (filter.productId === undefined || r.productId === filter.productId) &&
      (filter.rating === undefined || r.rating === filter.rating),
  );
  const { items, ...pagination } = pageOf(matching, page, ADMIN_REVIEWS_PAGE_SIZE);
  const products = await getProducts([...new Set(items.map((r) => r.productId))]);
  const data: AdminReview[] = items.map((r) =>
    adminReviewView(r, products.get(r.productId)?.name ?? `#${r.productId}`),
  );
  return { data, pagination };
}

/** One review as the back-office shows it. */
export async function adminReviewOf(review: ReviewRecord): Promise<AdminReview> {
  const products = await getProducts([review.productId]);
  return adminReviewView(review, products.get(review.productId)?.name ?? `#${review.productId}`);
}
