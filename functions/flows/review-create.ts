import { authorName, nameParts, type Star } from '../../shared/rules/reviews';
import type { ReviewInput } from '../../shared/validation/reviews';
import { getProduct, PRODUCT_NOT_FOUND } from '../domain/catalog';
import { notFound } from '../domain/shop-errors';
import { nextId } from '../domain/ids';
import { hasReceived, notReceived, reviewIds, type ReviewRecord } from '../domain/reviews';
import { getUser, type UserRecord } from '../domain/users';
import { commitReviewChange, decidedAgainOnRace } from './review-change';

/** "Dilan J." from the profile's first and last name, or from the full name when the profile has none. */
function authorOf(user: UserRecord): string {
  const parts = user.first_name?.trim() ? { first: user.first_name, last: user.last_name ?? '' } : nameParts(user.name);
  return authorName(parts.first, parts.last);
}

/**
 * A customer reviews a product they received: published at once, its figures added in the same transaction. A
 * second review of the same product is refused by the write's own condition (409), not by a read before it.
 */
export async function createReview(userId: number, productId: number, input: ReviewInput): Promise<ReviewRecord> {
  const [product, user, received] = await Promise.all([
    getProduct(productId),
    getUser(userId),
    hasReceived(userId, productId),
  ]);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  if (!received || !user) throw notReceived();
  const now = new Date().toISOString();
  const review: ReviewRecord = {
    id: await nextId(reviewIds),
    productId,
    userId,
    author: authorOf(user),
    customerEmail: user.email,
    rating: input.rating as Star,
    title: input.title,
    body: input.body,
    status: 'published',
    hiddenReason: null,
    reply: null,
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  await decidedAgainOnRace(() => commitReviewChange(null, review));
  return review;
}
