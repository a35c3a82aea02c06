import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';

/**
 * The shop's business metrics, written as CloudWatch embedded metric format lines (Powertools Metrics; decision
 * 0034). `countMetric` only buffers; the wrapper of each function publishes the buffer when the invocation ends.
 */
export const metrics = new Metrics({
  namespace: 'KesaraShop',
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'kesara-shop',
});

export type ShopMetric = 'OrdersPlaced' | 'CheckoutConflictsRetried' | 'MailsFailed';

export function countMetric(name: ShopMetric, value = 1): void {
  metrics.addMetric(name, MetricUnit.Count, value);
}

/** For work outside any invocation (the local mail queue's retries): publish what is buffered now. */
export function publishMetricsNow(): void {
  if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}

/**
 * Powertools' own `logMetrics` middleware warns on every invocation that added no metric (most of them); this one
 * captures the cold start (`captureColdStartMetric`, once per execution environment) and publishes only when there
 * is something to publish.
 */
export function metricsMiddleware<E, R>(): MiddlewareObj<E, R, Error, Context> {
  return {
    before: (request) => metrics.captureColdStartMetric(request.context?.functionName),
    after: publishMetricsNow,
    onError: publishMetricsNow,
  };
}
