import type { AdminReview, OwnReview, PublicReview, ReviewSummary } from '../../../shared/api/reviews';
import { averageOf, REVIEWS_PAGE_SIZE, type ReviewFigures, type ReviewSort } from '../../../shared/rules/reviews';
import { pageOf } from '../../lib/paging';
import type { ReviewRecord } from './review-record';

/** The summary of the wire format: average, count and a bar per star, from the product's figures. */
export function summaryView(f: ReviewFigures): ReviewSummary {
  return { average: averageOf(f), count: f.count, distribution: { ...f.stars } };
}

/** A review as shoppers see it: every reviewer received the product, hence `verified`. */
export function publicReviewView(r: ReviewRecord): PublicReview {
  return {
    id: r.id,
    rating: r.rating,
    title: r.title,
    body: r.body,
    author: r.author,
    verified: true,
    created_at: r.createdAt,
    reply: r.reply ? { body: r.reply.body, created_at: r.reply.createdAt } : null,
  };
}

/** The author's own view: its status and, while hidden, the reason. */
export function ownReviewView(r: ReviewRecord): OwnReview {
  return {
    ...publicReviewView(r),
    status: r.status,
    hidden_reason: r.status === 'hidden' ? r.hiddenReason : null,
    updated_at: r.updatedAt,
  };
}

export function adminReviewView(r: ReviewRecord, productName: string): AdminReview {
  return {
    ...ownReviewView(r),
    product_id: r.productId,
    product_name: productName,
    customer: { id: r.userId, email: r.customerEmail },
  };
}

const newestFirst = (a: ReviewRecord, b: ReviewRecord) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
const ORDERS: Record<ReviewSort, (a: ReviewRecord, b: ReviewRecord) => number> = {
  newest: newestFirst,
  highest: (a, b) => b.rating - a.rating || newestFirst(a, b),
  lowest: (a, b) => a.rating - b.rating || newestFirst(a, b),
};

/** One page of a product's published reviews in the order asked for (equal stars: newest first). */
export function publishedPage(reviews: ReviewRecord[], sort: ReviewSort, page: number) {
  const shown = reviews.filter((r) => r.status === 'published').sort(ORDERS[sort]);
  return pageOf(shown, page, REVIEWS_PAGE_SIZE);
}
