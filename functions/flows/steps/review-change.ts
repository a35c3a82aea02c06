import { figuresChange, isNoChange } from '../../../shared/rules/reviews';
import { retryOnLostRace } from '../../lib/retry-on-lost-race';
import { commitTransaction } from '../../lib/transaction';
import { reviewFiguresAction } from '../../domain/catalog';
import { getReview, reviewBusy, reviewsByCustomer, reviewWriteAction, type ReviewRecord } from '../../domain/reviews';
import { shopErrors } from '../../domain/shop-errors';

// Twenty reviews of one product at once meet on its item; each lost race is decided again after a jittered wait.
const TRIES = 26;

/**
 * Writes one review change and its product's figures in ONE transaction (issue 24): the review's conditional write
 * and an ADD of the difference it makes to the figures. Nothing is read and written back, so the figures stay exact
 * under any number of concurrent reviews.
 */
export async function commitReviewChange(before: ReviewRecord | null, after: ReviewRecord | null): Promise<void> {
  const review = (after ?? before)!;
  const change = figuresChange(before, after);
  await commitTransaction([
    reviewWriteAction(before, after),
    ...(isNoChange(change) ? [] : [reviewFiguresAction(review.productId, change)]),
  ]);
}

/**
 * A review leaves with its share of its product's figures, or alone when the product is gone: a deleted product has
 * no figures left to change, and its id is never given again, so a product found missing stays missing. In this
 * transaction only the figures' write answers not-found (the review's own condition is a lost race).
 */
export async function commitReviewRemoval(review: ReviewRecord): Promise<void> {
  try {
    await commitReviewChange(review, null);
  } catch (error) {
    if (!shopErrors.is(error, 'not-found')) throw error;
    await commitTransaction([reviewWriteAction(review, null)]);
  }
}

/** Runs `attempt` (read, decide, `commitReviewChange`) again whenever it lost a race, up to a limit. */
export function decidedAgainOnRace<T>(attempt: () => Promise<T>): Promise<T> {
  return retryOnLostRace(attempt, { tries: TRIES, whenExhausted: () => reviewBusy() });
}

/** A deleted account's reviews go with it (the person's own words), each leaving its product's figures. */
export async function deleteReviewsOf(userId: number): Promise<void> {
  for (const review of await reviewsByCustomer(userId))
    await decidedAgainOnRace(async () => {
      const current = await getReview(review.productId, userId);
      if (current) await commitReviewRemoval(current);
    });
}
