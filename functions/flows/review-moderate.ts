import { notFoundMessages } from '../../shared/api/not-found';
import { reviewMessages, type ModerateReviewInput } from '../../shared/validation/reviews';
import { notFound, refusedValue } from '../domain/shop-errors';
import { reviewById, type ReviewRecord } from '../domain/reviews';
import { commitReviewChange, decidedAgainOnRace } from './review-change';

/** The review after the back-office's answer: hidden with a reason or shown, and a reply set, kept or removed. */
function moderated(before: ReviewRecord, input: ModerateReviewInput, now: string): ReviewRecord {
  const reason = input.reason || (input.status === 'hidden' ? before.hiddenReason : null);
  if (input.status === 'hidden' && !reason) throw refusedValue('reason', reviewMessages.reasonRequired);
  const reply =
    input.reply === undefined
      ? before.reply
      : input.reply
        ? { body: input.reply, createdAt: input.reply === before.reply?.body ? before.reply.createdAt : now }
        : null;
  return {
    ...before,
    status: input.status,
    hiddenReason: input.status === 'hidden' ? reason : null,
    reply,
    updatedAt: now,
    version: before.version + 1,
  };
}

/** Hiding takes a review out of every figure at once, showing it puts it back: one transaction each. */
export async function moderateReview(reviewId: number, input: ModerateReviewInput): Promise<ReviewRecord> {
  return decidedAgainOnRace(async () => {
    const before = await reviewById(reviewId);
    if (!before) throw notFound(notFoundMessages.review);
    const after = moderated(before, input, new Date().toISOString());
    await commitReviewChange(before, after);
    return after;
  });
}
