import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { log, logger } from '../../lib/log';
import { deliverQueuedMessage, queuedMessageId } from '../../lib/mail-queue';
import { countMetric, metricsMiddleware } from '../../lib/metrics';

/**
 * The mail queue's consumer (not an API route). Each message is sent on its own; the ones that failed are reported
 * back, so SQS retries only those and moves a message to the dead-letter queue after MAIL_MAX_RECEIVE_COUNT receives.
 */
async function deliver(event: SQSEvent): Promise<SQSBatchResponse> {
  const results = await Promise.allSettled(event.Records.map((record) => deliverQueuedMessage(record.body)));
  const failed = event.Records.filter((_, i) => results[i].status === 'rejected');
  for (const [i, record] of event.Records.entries()) {
    const result = results[i];
    if (result.status === 'rejected') {
      log.error('mail delivery failed', result.reason, {
        message_id: record.messageId,
        mail_id: queuedMessageId(record.body),
        receive_count: Number(record.attributes.ApproximateReceiveCount),
      });
      countMetric('MailsFailed');
    }
  }
  return { batchItemFailures: failed.map((r) => ({ itemIdentifier: r.messageId })) };
}

export const handler = middy<SQSEvent, SQSBatchResponse>({ timeoutEarlyInMillis: 0 })
  .use(injectLambdaContext(logger))
  .use(metricsMiddleware())
  .handler(deliver);
