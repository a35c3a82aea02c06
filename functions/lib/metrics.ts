import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import { SHOP_METRICS_NAMESPACE, SHOP_SERVICE_NAME, type ShopMetric } from './metric-names';

export type { ShopMetric } from './metric-names';

/**
 * The shop's business metrics, written as CloudWatch embedded metric format lines (Powertools Metrics; decision
 * 0034). `countMetric` only buffers; the wrapper of each function publishes the buffer when the invocation ends.
 */
export const metrics = new Metrics({
  namespace: SHOP_METRICS_NAMESPACE,
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? SHOP_SERVICE_NAME,
});

export function countMetric(name: ShopMetric, value = 1): void {
  metrics.addMetric(name, MetricUnit.Count, value);
}

/** For work outside any invocation (the local mail queue's retries): publish what is buffered now. */
export function publishMetricsNow(): void {
  if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}

/**
 * Powertools' own `logMetrics` middleware warns on every invocation that added no metric (most of them); this one
 * publishes only when there is something to publish. No cold-start metric: it would be one custom metric per
 * function, and Lambda's REPORT line already gives every cold start's `Init Duration` (decision 0050).
 */
export function metricsMiddleware<E, R>(): MiddlewareObj<E, R, Error, Context> {
  return {
    after: publishMetricsNow,
    onError: publishMetricsNow,
  };
}
