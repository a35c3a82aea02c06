import { notFoundMessages } from '../../shared/api/not-found';
import type { Star } from '../../shared/rules/reviews';
import type { ReviewInput } from '../../shared/validation/reviews';
import { notFound } from '../domain/shop-errors';
import { getReview, reviewsByCustomer, type ReviewRecord } from '../domain/reviews';
import { commitReviewChange, commitReviewRemoval, decidedAgainOnRace } from './review-change';

async function ownReview(userId: number, productId: number): Promise<ReviewRecord> {
  const review = await getReview(productId, userId);
  if (!review) throw notFound(notFoundMessages.review);
  return review;
}

/** The author edits their review; a change of stars moves one count from the old bar to the new one. */
export async function editReview(userId: number, productId: number, input: ReviewInput): Promise<ReviewRecord> {
  return decidedAgainOnRace(async () => {
    const before = await ownReview(userId, productId);
    const after: ReviewRecord = {
      ...before,
      rating: input.rating as Star,
      title: input.title,
      body: input.body,
      updatedAt: new Date().toISOString(),
      version: before.version + 1,
    };
    await commitReviewChange(before, after);
    return after;
  });
}

/**
 * The author deletes their review, also of a product deleted since; while published, it leaves the figures in the
 * same transaction.
 */
export async function deleteReview(userId: number, productId: number): Promise<void> {
  await decidedAgainOnRace(async () => commitReviewRemoval(await ownReview(userId, productId)));
}

/** A deleted account's reviews go with it (the person's own words), each leaving its product's figures. */
export async function deleteReviewsOf(userId: number): Promise<void> {
  for (const review of await reviewsByCustomer(userId))
    await decidedAgainOnRace(async () => {
      const current = await getReview(review.productId, userId);
      if (current) await commitReviewRemoval(current);
    });
}
