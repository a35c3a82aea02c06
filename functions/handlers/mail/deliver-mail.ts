import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { deliverQueuedMail } from '../../lib/mail-queue';

/**
 * The mail queue's consumer (not an API route). Each message is sent on its own; the ones that failed are reported
 * back, so SQS retries only those and moves a message to the dead-letter queue after MAIL_MAX_RECEIVE_COUNT receives.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const results = await Promise.allSettled(event.Records.map((record) => deliverQueuedMail(record.body)));
  const failed = event.Records.filter((_, i) => results[i].status === 'rejected');
  for (const [i, record] of event.Records.entries()) {
    const result = results[i];
    if (result.status === 'rejected') {
      console.error(JSON.stringify({ level: 'error', message: 'mail delivery failed', messageId: record.messageId, receiveCount: record.attributes.ApproximateReceiveCount, error: String(result.reason) }));
    }
  }
  return { batchItemFailures: failed.map((r) => ({ itemIdentifier: r.messageId })) };
}
