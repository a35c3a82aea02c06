import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';

/** A function run by a schedule rather than by requests (e.g. the payment expiry sweep). */
export interface ScheduledJob {
  /** Short name, used in the alarm names: `shop-<stage>-<id>-errors`, `shop-<stage>-<id>-not-running`. */
  id: string;
  functionName: string;
  /** How often the schedule runs it. */
  everyMinutes: number;
}

/**
 * A scheduled job fails quietly twice over: a run that throws (orders stay unpaid and hold stock), or no run at all
 * (rule disabled, function deleted, permission lost), which leaves no error to alarm on. Lambda publishes
 * `Invocations` only when it runs, so "has not run" is an alarm on missing data (docs/decisions/0029-operations.md).
 */
export const SCHEDULED_JOB_ALARMS = {
  /** Errors in this many of the last `errorRuns` runs. */
  failedRuns: 2,
  errorRuns: 3,
  /** No invocation in this many schedule periods in a row. */
  missedRuns: 3,
} as const;

export interface ScheduledJobAlarmsProps {
  stage: string;
  job: ScheduledJob;
  topic: ITopic;
}

/** The two alarms of one scheduled job, to the stage's alarm topic; their metrics for the dashboard. */
export class ScheduledJobAlarms extends Construct {
  readonly errors: Alarm;
  readonly notRunning: Alarm;
  /** Labelled for the dashboard (a label would turn the alarm's plain metric into a metric array). */
  readonly invocations: Metric;
  readonly errorCount: Metric;

  constructor(scope: Construct, id: string, props: ScheduledJobAlarmsProps) {
    super(scope, id);
    const { job, stage } = props;
    const period = Duration.minutes(job.everyMinutes);
    const metric = (metricName: string) =>
      new Metric({
        namespace: 'AWS/Lambda',
        metricName,
        dimensionsMap: { FunctionName: job.functionName },
        statistic: 'Sum',
        period,
      });
    const invocations = metric('Invocations');
    const errors = metric('Errors');
    this.invocations = invocations.with({ label: `${job.id} runs` });
    this.errorCount = errors.with({ label: `${job.id} errors` });

    this.errors = new Alarm(this, 'Errors', {
      alarmName: `shop-${stage}-${job.id}-errors`,
      alarmDescription: `${job.functionName} failed in ${SCHEDULED_JOB_ALARMS.failedRuns} of its last ${SCHEDULED_JOB_ALARMS.errorRuns} runs (every ${job.everyMinutes} min); see its log group`,
      metric: errors,
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: SCHEDULED_JOB_ALARMS.errorRuns,
      datapointsToAlarm: SCHEDULED_JOB_ALARMS.failedRuns,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.notRunning = new Alarm(this, 'NotRunning', {
      alarmName: `shop-${stage}-${job.id}-not-running`,
      alarmDescription: `${job.functionName} has not run for ${SCHEDULED_JOB_ALARMS.missedRuns * job.everyMinutes} minutes (it should run every ${job.everyMinutes}); check its Scheduler schedule`,
      metric: invocations,
      threshold: 1,
      comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
      evaluationPeriods: SCHEDULED_JOB_ALARMS.missedRuns,
      datapointsToAlarm: SCHEDULED_JOB_ALARMS.missedRuns,
      // No data is exactly what "has not run" looks like.
      treatMissingData: TreatMissingData.BREACHING,
    });
    for (const alarm of [this.errors, this.notRunning]) {
      alarm.addAlarmAction(new SnsAction(props.topic));
      alarm.addOkAction(new SnsAction(props.topic));
    }
  }
}
