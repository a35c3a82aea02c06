import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { runCartReminders } from '../../flows/workflows/cart-reminders';
import { logger } from '../../lib/log';
import { metricsMiddleware } from '../../lib/metrics';

/** Run by the schedule (infra/cart/cart-reminders.ts): the carts whose reminder is due get it, once. */
async function sweep(): Promise<{ reminded: number }> {
  return { reminded: (await runCartReminders()).length };
}

export const handler = middy<unknown, { reminded: number }>({ timeoutEarlyInMillis: 0 })
  .use(injectLambdaContext(logger))
  .use(metricsMiddleware())
  .handler(sweep);
