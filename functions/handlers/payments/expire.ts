import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { runPaymentExpiry } from '../../flows/workflows/payment-expiry';
import { logger } from '../../lib/log';
import { metricsMiddleware } from '../../lib/metrics';

/** Run by the schedule (infra/payments/payment-expiry.ts): ends unpaid card orders and mails their customers. */
async function expire(_event: unknown, context?: Context): Promise<{ ended: number[] }> {
  const ended = await runPaymentExpiry(context?.awsRequestId ?? 'schedule');
  return { ended: ended.map((o) => o.id) };
}

export const handler = middy<unknown, { ended: number[] }>({ timeoutEarlyInMillis: 0 })
  .use(injectLambdaContext(logger))
  .use(metricsMiddleware())
  .handler(expire);
