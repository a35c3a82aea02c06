import { Duration } from 'aws-cdk-lib';
import { Dashboard, GraphWidget, Metric, TextWidget, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { CHANNEL_NAMES, UNKNOWN_CHANNEL } from '../../functions/domain/messages';
import {
  CHANNEL_DIMENSION,
  SHOP_METRICS_NAMESPACE,
  SHOP_SERVICE_NAME,
  type ChannelMetric,
  type ShopMetric,
} from '../../functions/lib/metric-names';
import type { ScheduledJobAlarms } from './scheduled-job-alarms';

/**
 * CloudWatch's free tier holds 3 dashboards of up to 50 metrics each; past it a dashboard costs $3 a month. The
 * shop's stays under 50 (tests/infra/alarm-budget.test.ts), so in an account of its own it is free.
 */
export const DASHBOARD_METRIC_BUDGET = 50;

export interface ShopDashboardProps {
  stage: string;
  period: Duration;
  api: { requests: IMetric; serverErrors: IMetric; throttles: IMetric; latencyP99: IMetric };
  /** Aggregates over every function of the region. */
  lambda: { errors: IMetric; throttles: IMetric; concurrency: IMetric };
  table: ITable;
  deadLetters: IMetric;
  webAclName?: string;
  jobs: readonly ScheduledJobAlarms[];
}

/**
 * One page an operator opens when woken: the alarms' own figures, and what explains them (latency, concurrency,
 * table throttles, failed message attempts by channel, WAF blocks, orders placed). Aggregates only, like the alarms (decision 0050);
 * a single function's figures are in the Lambda console.
 */
export function createShopDashboard(scope: Construct, id: string, props: ShopDashboardProps): Dashboard {
  const { period } = props;
  const shopMetric = (metricName: ShopMetric | ChannelMetric, channel?: string) =>
    new Metric({
      namespace: SHOP_METRICS_NAMESPACE,
      metricName,
      dimensionsMap: { service: SHOP_SERVICE_NAME, ...(channel ? { [CHANNEL_DIMENSION]: channel } : {}) },
      statistic: 'Sum',
      period,
      ...(channel ? { label: `${metricName} (${channel})` } : {}),
    });
  const tableMetric = (metricName: string) => props.table.metric(metricName, { statistic: 'Sum', period });
  const graph = (title: string, left: IMetric[]) => new GraphWidget({ title, left, width: 8, height: 6 });

  const dashboard = new Dashboard(scope, id, {
    dashboardName: `shop-${props.stage}`,
    defaultInterval: Duration.hours(24),
  });
  dashboard.addWidgets(
    new TextWidget({
      markdown: `# Kesara shop (${props.stage})\nAlarms go to the SNS topic (docs/deploy.md, "Alarms"); thresholds in infra/ops/shop-monitoring.ts.`,
      width: 24,
      height: 2,
    }),
  );
  dashboard.addWidgets(
    graph('API requests, 5xx and throttled', [props.api.requests, props.api.serverErrors, props.api.throttles]),
    graph('API latency p99 (ms)', [props.api.latencyP99]),
    graph('Orders placed and checkout conflicts retried', [
      shopMetric('OrdersPlaced'),
      shopMetric('CheckoutConflictsRetried'),
    ]),
  );
  dashboard.addWidgets(
    graph('Lambda, all functions: errors and throttles', [props.lambda.errors, props.lambda.throttles]),
    graph('Lambda concurrent executions (max)', [props.lambda.concurrency]),
    graph(
      'Scheduled jobs: runs and errors',
      props.jobs.flatMap((j) => [j.invocations, j.errorCount]),
    ),
  );
  const webAclGraph = props.webAclName
    ? [
        graph('WAF blocked requests (us-east-1)', [
          new Metric({
            namespace: 'AWS/WAFV2',
            metricName: 'BlockedRequests',
            dimensionsMap: { WebACL: props.webAclName, Rule: 'ALL' },
            statistic: 'Sum',
            period,
            region: 'us-east-1',
          }),
        ]),
      ]
    : [];
  dashboard.addWidgets(
    graph('Outbox: dead letters, and failed attempts by channel', [
      props.deadLetters,
      ...[...CHANNEL_NAMES, UNKNOWN_CHANNEL].map((channel) => shopMetric('MessagesFailed', channel)),
    ]),
    graph('DynamoDB throttle events', [tableMetric('ReadThrottleEvents'), tableMetric('WriteThrottleEvents')]),
    ...webAclGraph,
  );
  return dashboard;
}
