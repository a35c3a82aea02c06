import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import {
  CHANNEL_DIMENSION,
  SHOP_METRICS_NAMESPACE,
  SHOP_SERVICE_NAME,
  type ChannelMetric,
  type ShopMetric,
} from './metric-names';

export type { ChannelMetric, ShopMetric } from './metric-names';

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

/**
 * Counts a metric of one channel of the outbox. Its line is written at once, on its own: a buffered metric shares
 * the dimensions of everything else counted in the invocation, and `channel` must not reach `OrdersPlaced`.
 */
export function countChannelMetric(name: ChannelMetric, channel: string, value = 1): void {
  const single = metrics.singleMetric();
  single.addDimension(CHANNEL_DIMENSION, channel);
  single.addMetric(name, MetricUnit.Count, value);
}

/** Publishes what is buffered now (the end of an invocation). */
function publishMetricsNow(): void {
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
