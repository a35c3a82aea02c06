import { config } from '../../lib/config';
import { withRequestFields } from '../../lib/log';
import { reviewRequestMail } from '../../domain/mail';
import { mailChannel, mayReach, sendMessage } from '../../domain/messages';
import { getOrder } from '../../domain/orders';
import { dueReviewRequests, reviewRequestDone } from '../../domain/reviews';
import { reviewMailsOffUrl } from '../steps/review-mails-off-link';

/**
 * Sends the review requests that are due: one mail per delivered order, seven days after delivery, unless the
 * customer turned them off or the order is no longer delivered. Each reminder is removed once its mail is queued,
 * so the next run does not send it again. Returns the ids of the orders mailed.
 */
export async function sendDueReviewRequests(now = new Date()): Promise<number[]> {
  const shopUrl = config().PUBLIC_BASE_URL;
  const mailed: number[] = [];
  for (const request of await dueReviewRequests(now)) {
    const order = await getOrder(request.orderId);
    const userId = order?.userId;
    // A guest's order (no account, issue 32) is never asked for a review: mayReach says no.
    if (
      order?.status === 'delivered' &&
      (await mayReach({ userId }, 'mail', 'review-request')) &&
      userId !== undefined
    ) {
      await sendMessage(mailChannel, reviewRequestMail(order, shopUrl, await reviewMailsOffUrl(shopUrl, userId)));
      mailed.push(order.id);
    }
    await reviewRequestDone(request);
  }
  return mailed;
}

/** One run, as the schedule (cloud) and the timer (local shop) do it; its log lines carry the run's id. */
export function runReviewRequests(runId: string, now = new Date()): Promise<number[]> {
  return withRequestFields({ request_id: runId, route: 'review-requests' }, () => sendDueReviewRequests(now));
}
