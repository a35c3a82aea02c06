import type { ProductReviewsPage } from '../../../shared/api/reviews';
import type { ReviewSort } from '../../../shared/rules/reviews';
import { figuresOf, getProduct } from '../catalog';
import { reviewsOfProduct } from './reviews-repo';
import { publicReviewView, publishedPage, summaryView } from './review-views';

/**
 * `GET /product/{id}/reviews` and the product page's first page: the summary from the product's figures, then the
 * published reviews. Null when there is no such product. One GetItem and one Query of the product's reviews.
 */
export async function productReviews(
  productId: number,
  sort: ReviewSort,
  page: number,
): Promise<ProductReviewsPage['data'] | null> {
  const [product, reviews] = await Promise.all([getProduct(productId), reviewsOfProduct(productId)]);
  if (!product) return null;
  const { items, ...pagination } = publishedPage(reviews, sort, page);
  return { summary: summaryView(figuresOf(product)), reviews: items.map(publicReviewView), pagination };
}
