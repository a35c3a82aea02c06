import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { ScheduledJobAlarms, type ScheduledJob } from './scheduled-job-alarms';

export interface ShopMonitoringProps {
  stage: string;
  httpApi: IHttpApi;
  /** Every function of the stage, by name (the route functions and the mail consumer). */
  functionNames: readonly string[];
  table: ITable;
  mailDeadLetters: IQueue;
  topic: ITopic;
  /** The web ACL's metrics live in us-east-1 (CLOUDFRONT scope); shown on the dashboard when there is one. */
  webAclName?: string;
  /** Functions run by a schedule: each gets an errors and a "has not run" alarm (./scheduled-job-alarms.ts). */
  scheduledJobs?: readonly ScheduledJob[];
}

const FIVE_MINUTES = Duration.minutes(5);
/** A CloudWatch alarm on metric math may read at most 10 metrics, so per-function metrics are watched 10 at a time. */
const METRICS_PER_ALARM = 10;

/** Thresholds an operator is paged for (docs/deploy.md, "Alarms"). */
export const ALARM_THRESHOLDS = {
  api5xxPercent: 5,
  lambdaErrors: 5,
  lambdaThrottles: 1,
  lambdaP99Ms: 5000,
  dynamoThrottles: 1,
  dynamoSystemErrors: 1,
  deadLetters: 1,
} as const;

/** The table operations the shop uses; their system errors are summed (at most 10 metrics in one alarm). */
const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.QUERY,
  Operation.BATCH_GET_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
  Operation.TRANSACT_GET_ITEMS,
  Operation.SCAN,
];

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const lambdaMetric = (functionName: string, metricName: string, statistic: string) =>
  new Metric({
    namespace: 'AWS/Lambda',
    metricName,
    dimensionsMap: { FunctionName: functionName },
    statistic,
    period: FIVE_MINUTES,
  });

/**
 * The stage's alarms (all to one SNS topic) and one dashboard: API 5xx rate, Lambda errors, throttles and p99
 * duration, DynamoDB throttles and system errors, mail dead letters, scheduled jobs that fail or stop running. The
 * WAF's blocks are watched in the edge stack.
 */
export class ShopMonitoring extends Construct {
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: ShopMonitoringProps) {
    super(scope, id);
    const alarm = (alarmId: string, description: string, metric: IMetric, threshold: number, evaluationPeriods = 1) => {
      const created = new Alarm(this, alarmId, {
        alarmName: `shop-${props.stage}-${alarmId}`,
        alarmDescription: description,
        metric,
        threshold,
        evaluationPeriods,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(new SnsAction(props.topic));
      created.addOkAction(new SnsAction(props.topic));
      this.alarms.push(created);
      return created;
    };

    const requests = props.httpApi.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' });
    const serverErrors = props.httpApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' });
    const api5xxRate = new MathExpression({
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: { requests, errors: serverErrors },
      label: 'API 5xx (%)',
      period: FIVE_MINUTES,
    });
    alarm(
      'api-5xx-rate',
      `More than ${ALARM_THRESHOLDS.api5xxPercent}% of API requests answered 5xx in 5 minutes`,
      api5xxRate,
      ALARM_THRESHOLDS.api5xxPercent,
    );

    const groups = chunks(props.functionNames, METRICS_PER_ALARM);
    const perGroup = (kind: string, metricName: string, statistic: string, expression: (ids: string[]) => string) =>
      groups.map((names, g) => {
        // Ids unique across groups: one dashboard graph shows every group's expression.
        const usingMetrics = Object.fromEntries(
          names.map((name, i) => [`${metricName.toLowerCase()}${g}x${i}`, lambdaMetric(name, metricName, statistic)]),
        );
        return {
          names,
          metric: new MathExpression({
            expression: expression(Object.keys(usingMetrics)),
            usingMetrics,
            label: kind,
            period: FIVE_MINUTES,
          }),
        };
      });
    const errors = perGroup('Lambda errors', 'Errors', 'Sum', (ids) => ids.join(' + '));
    const throttles = perGroup('Lambda throttles', 'Throttles', 'Sum', (ids) => ids.join(' + '));
    const p99 = perGroup('Lambda p99 duration (ms)', 'Duration', 'p99', (ids) => `MAX([${ids.join(', ')}])`);
    errors.forEach(({ names, metric }, i) =>
      alarm(
        `lambda-errors-${i + 1}`,
        `${ALARM_THRESHOLDS.lambdaErrors}+ errors in 5 minutes in one of: ${names.join(', ')}`,
        metric,
        ALARM_THRESHOLDS.lambdaErrors,
      ),
    );
    throttles.forEach(({ names, metric }, i) =>
      alarm(
        `lambda-throttles-${i + 1}`,
        `Throttled invocations in one of: ${names.join(', ')}`,
        metric,
        ALARM_THRESHOLDS.lambdaThrottles,
      ),
    );
    p99.forEach(({ names, metric }, i) =>
      alarm(
        `lambda-p99-duration-${i + 1}`,
        `p99 duration at or above ${ALARM_THRESHOLDS.lambdaP99Ms} ms for 15 minutes in one of: ${names.join(', ')}`,
        metric,
        ALARM_THRESHOLDS.lambdaP99Ms,
        3,
      ),
    );

    const tableName = props.table.tableName;
    const tableMetric = (metricName: string) =>
      new Metric({
        namespace: 'AWS/DynamoDB',
        metricName,
        dimensionsMap: { TableName: tableName },
        statistic: 'Sum',
        period: FIVE_MINUTES,
      });
    const dynamoThrottles = new MathExpression({
      expression: 'reads + writes',
      usingMetrics: { reads: tableMetric('ReadThrottleEvents'), writes: tableMetric('WriteThrottleEvents') },
      label: 'DynamoDB throttle events',
      period: FIVE_MINUTES,
    });
    alarm(
      'dynamodb-throttles',
      'The table throttled reads or writes',
      dynamoThrottles,
      ALARM_THRESHOLDS.dynamoThrottles,
    );
    const dynamoSystemErrors = props.table.metricSystemErrorsForOperations({
      operations: TABLE_OPERATIONS,
      period: FIVE_MINUTES,
    });
    alarm(
      'dynamodb-system-errors',
      'DynamoDB answered with system errors (5xx)',
      dynamoSystemErrors,
      ALARM_THRESHOLDS.dynamoSystemErrors,
    );

    const deadLetters = props.mailDeadLetters.metricApproximateNumberOfMessagesVisible({
      period: FIVE_MINUTES,
      statistic: 'Maximum',
    });
    alarm(
      'mail-dead-letters',
      'Mails failed every retry and wait in the dead-letter queue (docs/deploy.md: redrive)',
      deadLetters,
      ALARM_THRESHOLDS.deadLetters,
    );

    const jobs = (props.scheduledJobs ?? []).map(
      (job) => new ScheduledJobAlarms(this, `Job-${job.id}`, { stage: props.stage, job, topic: props.topic }),
    );
    for (const job of jobs) this.alarms.push(job.errors, job.notRunning);

    const dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `shop-${props.stage}`,
      defaultInterval: Duration.hours(24),
    });
    const graph = (title: string, left: IMetric[], width = 8) => new GraphWidget({ title, left, width, height: 6 });
    dashboard.addWidgets(
      new TextWidget({
        markdown: `# Kesara shop (${props.stage})\nAlarms go to the SNS topic; thresholds in infra/ops/shop-monitoring.ts.`,
        width: 24,
        height: 2,
      }),
    );
    dashboard.addWidgets(
      graph('API requests and 5xx', [requests, serverErrors]),
      graph('API 5xx rate (%)', [api5xxRate]),
      graph('API latency p99 (ms)', [props.httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' })]),
    );
    dashboard.addWidgets(
      graph(
        'Lambda errors',
        errors.map((e) => e.metric),
      ),
      graph(
        'Lambda throttles',
        throttles.map((t) => t.metric),
      ),
      graph(
        'Lambda p99 duration (ms)',
        p99.map((d) => d.metric),
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
              period: FIVE_MINUTES,
              region: 'us-east-1',
            }),
          ]),
        ]
      : [];
    dashboard.addWidgets(
      graph('DynamoDB throttles and system errors', [dynamoThrottles, dynamoSystemErrors]),
      graph('Mail dead letters', [deadLetters]),
      ...webAclGraph,
    );
    if (jobs.length > 0)
      dashboard.addWidgets(
        graph(
          'Scheduled jobs: runs and errors',
          jobs.flatMap((j) => [j.invocations, j.errorCount]),
        ),
      );
  }
}
