import { figuresChange, isNoChange } from '../../shared/rules/reviews';
import { backoff } from '../lib/backoff';
import { commitTransaction, TransactionLostRace } from '../lib/transaction';
import { reviewFiguresAction } from '../domain/catalog';
import { reviewBusy, reviewWriteAction, type ReviewRecord } from '../domain/reviews';
import { shopErrors } from '../domain/shop-errors';

// Twenty reviews of one product at once meet on its item; each lost race is decided again after a jittered wait.
const RETRIES = 25;

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
export async function decidedAgainOnRace<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof TransactionLostRace)) throw error;
      if (tries >= RETRIES) throw reviewBusy();
      await backoff(Math.min(tries, 8));
    }
  }
}
