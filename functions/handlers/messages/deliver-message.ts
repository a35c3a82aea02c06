import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { countMessageFailed, deliverMessage, outboxLabel } from '../../domain/messages';
import { log, logger } from '../../lib/log';
import { metricsMiddleware } from '../../lib/metrics';

/**
 * The outbox's consumer (not an API route): each message goes to its channel's adapter (mail, SMS) on its own; the
 * ones that failed are reported back, so SQS retries only those and moves a message to the dead-letter queue after
 * OUTBOX_MAX_RECEIVE_COUNT receives. Each failed attempt counts in `MessagesFailed` for the message's channel.
 */
async function deliver(event: SQSEvent): Promise<SQSBatchResponse> {
  const results = await Promise.allSettled(event.Records.map((record) => deliverMessage(record.body)));
  const failed = event.Records.filter((_, i) => results[i].status === 'rejected');
  for (const [i, record] of event.Records.entries()) {
    const result = results[i];
    if (result.status === 'rejected') {
      const { channel, fields } = outboxLabel(record.body);
      log.error('message delivery failed', result.reason, {
        ...fields,
        message_id: record.messageId,
        receive_count: Number(record.attributes.ApproximateReceiveCount),
      });
      countMessageFailed(channel);
    }
  }
  return { batchItemFailures: failed.map((r) => ({ itemIdentifier: r.messageId })) };
}

export const handler = middy<SQSEvent, SQSBatchResponse>({ timeoutEarlyInMillis: 0 })
  .use(injectLambdaContext(logger))
  .use(metricsMiddleware())
  .handler(deliver);
