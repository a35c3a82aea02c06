import { InProcessQueue } from '../../functions/lib/in-process-queue';
import { log } from '../../functions/lib/log';
import { deliverQueuedMessage, MAIL_MAX_RECEIVE_COUNT, queuedMessageId } from '../../functions/lib/mail-queue';
import { countMetric, publishMetricsNow } from '../../functions/lib/metrics';

/**
 * The local shop's mail queue: the same consumer and retry count as the SQS queue of the cloud, in this process. It
 * lives here, not in functions/, so no Lambda bundle carries it (nor the SES client its consumer sends with): the
 * local shop hands it to `enqueueMail` at start (infra/local/shop.ts).
 */
const LOCAL_RETRY_DELAYS_MS = [500, 1000, 2000, 4000];

export const localMailQueue = new InProcessQueue<string>({
  handle: deliverQueuedMessage,
  maxReceiveCount: MAIL_MAX_RECEIVE_COUNT,
  retryDelayMs: (attempt) => LOCAL_RETRY_DELAYS_MS[Math.min(attempt, LOCAL_RETRY_DELAYS_MS.length) - 1],
  onDeadLetter: (letter) => {
    log.error('mail dead-lettered', letter.error, {
      attempts: letter.attempts,
      mail_id: queuedMessageId(letter.message),
    });
    // The local queue retries outside any request, so its count is published at once.
    countMetric('MailsFailed');
    publishMetricsNow();
  },
});
