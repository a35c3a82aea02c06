import {
  countMessageFailed,
  deliverMessage,
  OUTBOX_MAX_RECEIVE_COUNT,
  outboxLabel,
} from '../../functions/domain/messages';
import { InProcessQueue } from '../../functions/lib/in-process-queue';
import { log } from '../../functions/lib/log';

/**
 * The local shop's outbox: the same consumer and receive count as the SQS queue of the cloud, in this process, for
 * mails and SMS alike. It lives here, not in functions/, so no Lambda bundle carries it (nor the channels' clients
 * its consumer sends with): the local shop hands it to the outbox at start (infra/local/shop.ts).
 */
const LOCAL_RETRY_DELAYS_MS = [500, 1000, 2000, 4000];

export const localOutbox = new InProcessQueue<string>({
  handle: deliverMessage,
  maxReceiveCount: OUTBOX_MAX_RECEIVE_COUNT,
  retryDelayMs: (attempt) => LOCAL_RETRY_DELAYS_MS[Math.min(attempt, LOCAL_RETRY_DELAYS_MS.length) - 1],
  onDeadLetter: (letter) => {
    const { channel, fields } = outboxLabel(letter.message);
    log.error('message dead-lettered', letter.error, { ...fields, attempts: letter.attempts });
    // Written at once: the local queue retries outside any request, and a channel's count is its own line.
    countMessageFailed(channel);
  },
});
