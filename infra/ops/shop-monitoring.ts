import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { gatewayThrottlesMetric } from '../api/http-api';
import { ScheduledJobAlarms, type ScheduledJob } from './scheduled-job-alarms';
import { createShopDashboard } from './shop-dashboard';

export interface ShopMonitoringProps {
  stage: string;
  httpApi: IHttpApi;
  /** Shown on the dashboard (its throttles); not alarmed: a failing table call ends as an API 5xx. */
  table: ITable;
  /** The outbox's dead-letter queue (mails and SMS). */
  outboxDeadLetters: IQueue;
  topic: ITopic;
  /** The web ACL's metrics live in us-east-1 (CLOUDFRONT scope); shown on the dashboard when there is one. */
  webAclName?: string;
  /** Functions run by a schedule: each gets an errors and a "has not run" alarm (./scheduled-job-alarms.ts). */
  scheduledJobs?: readonly ScheduledJob[];
}

const FIVE_MINUTES = Duration.minutes(5);

/** Thresholds an operator is woken for (docs/deploy.md, "Alarms"). */
export const ALARM_THRESHOLDS = {
  api5xxPercent: 5,
  apiThrottles: 1,
  lambdaErrors: 5,
  lambdaThrottles: 1,
  deadLetters: 1,
} as const;

/** Summed over every function of the account in the stack's region: Lambda publishes these without a dimension. */
const allFunctions = (metricName: string, statistic = 'Sum') =>
  new Metric({ namespace: 'AWS/Lambda', metricName, statistic, period: FIVE_MINUTES });

/**
 * The stage's alarms, all to one SNS topic, each on an aggregate rather than per function (decision 0050): API 5xx
 * rate and throttled requests, Lambda errors and throttles of all functions, the outbox's dead letters, and the scheduled
 * jobs that fail or stop running. The WAF's blocks are watched in the edge stack. Plus one small dashboard.
 */
export class ShopMonitoring extends Construct {
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: ShopMonitoringProps) {
    super(scope, id);
    const alarm = (alarmId: string, description: string, metric: IMetric, threshold: number) => {
      const created = new Alarm(this, alarmId, {
        alarmName: `shop-${props.stage}-${alarmId}`,
        alarmDescription: description,
        metric,
        threshold,
        evaluationPeriods: 1,
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
    alarm(
      'api-5xx-rate',
      `${ALARM_THRESHOLDS.api5xxPercent}% or more of API requests answered 5xx in 5 minutes (a route's failure; its log line has the request_id)`,
      new MathExpression({
        expression: 'IF(requests > 0, 100 * errors / requests, 0)',
        usingMetrics: { requests, errors: serverErrors },
        label: 'API 5xx (%)',
        period: FIVE_MINUTES,
      }),
      ALARM_THRESHOLDS.api5xxPercent,
    );
    const apiThrottles = gatewayThrottlesMetric(props.httpApi, FIVE_MINUTES);
    alarm(
      'api-throttles',
      'The API stage refused requests over its throttle (429 from API Gateway); see infra/api/http-api.ts',
      apiThrottles,
      ALARM_THRESHOLDS.apiThrottles,
    );

    const lambdaErrors = allFunctions('Errors');
    const lambdaThrottles = allFunctions('Throttles');
    alarm(
      'lambda-errors',
      `${ALARM_THRESHOLDS.lambdaErrors}+ Lambda invocations failed in 5 minutes (uncaught error, timeout, out of memory; all functions of the region, the Lambda console shows which)`,
      lambdaErrors,
      ALARM_THRESHOLDS.lambdaErrors,
    );
    alarm(
      'lambda-throttles',
      'Lambda throttled invocations (all functions of the region): the account is out of concurrency',
      lambdaThrottles,
      ALARM_THRESHOLDS.lambdaThrottles,
    );

    const deadLetters = props.outboxDeadLetters.metricApproximateNumberOfMessagesVisible({
      period: FIVE_MINUTES,
      statistic: 'Maximum',
    });
    // The alarm's id (and so its name) is the one it had before the outbox carried SMS: renaming would replace it.
    alarm(
      'mail-dead-letters',
      'Messages (mails or SMS) failed every retry and wait in the outbox dead-letter queue; the consumer log names each channel (docs/deploy.md: redrive)',
      deadLetters,
      ALARM_THRESHOLDS.deadLetters,
    );

    const jobs = (props.scheduledJobs ?? []).map(
      (job) => new ScheduledJobAlarms(this, `Job-${job.id}`, { stage: props.stage, job, topic: props.topic }),
    );
    for (const job of jobs) this.alarms.push(job.errors, job.notRunning);

    createShopDashboard(this, 'Dashboard', {
      stage: props.stage,
      period: FIVE_MINUTES,
      api: {
        requests,
        serverErrors,
        throttles: apiThrottles,
        latencyP99: props.httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' }),
      },
      lambda: {
        errors: lambdaErrors,
        throttles: lambdaThrottles,
        concurrency: allFunctions('ConcurrentExecutions', 'Maximum'),
      },
      table: props.table,
      deadLetters,
      webAclName: props.webAclName,
      jobs,
    });
  }
}
