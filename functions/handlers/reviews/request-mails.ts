import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { runReviewRequests } from '../../flows/workflows/review-requests';
import { logger } from '../../lib/log';
import { metricsMiddleware } from '../../lib/metrics';

/** Run by the schedule (infra/mail/review-requests.ts): mails the review requests that are due. */
async function sendRequests(_event: unknown, context?: Context): Promise<{ mailed: number[] }> {
  return { mailed: await runReviewRequests(context?.awsRequestId ?? 'schedule') };
}

export const handler = middy<unknown, { mailed: number[] }>({ timeoutEarlyInMillis: 0 })
  .use(injectLambdaContext(logger))
  .use(metricsMiddleware())
  .handler(sendRequests);
