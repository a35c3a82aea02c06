import { Duration, Stack } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Schedule, ScheduleExpression, type IScheduleTarget } from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';
import type { Grant } from '../../shared/routes';
import { applyGrants, type GrantTargets } from '../api/route-grants';
import { readsSecrets } from '../api/secrets-extension';
import { ShopFunction } from '../api/shop-function';

export interface ScheduledJobProps {
  stage: string;
  grantTargets: GrantTargets;
  environment: Record<string, string>;
}

export interface ScheduledJobSpec {
  /** Names the function `shop-<stage>-<name>`. */
  name: string;
  handler: string;
  grants: readonly Grant[];
  description: string;
  everyMinutes: number;
}

/**
 * One small function run by EventBridge Scheduler (decisions 0025, 0097): no state machine, no per-item timer and
 * nothing always on. The jobs are idempotent, so a repeated or overlapping run does nothing twice. A missed run
 * is not worth a late one: the next run sweeps what it would have, so Scheduler gives up on an invocation after
 * two retries or one interval.
 */
export class ScheduledJob extends Construct {
  /** The function's name, for its alarms (infra/ops/scheduled-job-alarms.ts). */
  readonly functionName: string;

  constructor(scope: Construct, id: string, props: ScheduledJobProps, spec: ScheduledJobSpec) {
    super(scope, id);
    this.functionName = `shop-${props.stage}-${spec.name}`;
    const { function: fn } = new ShopFunction(this, 'Handler', {
      functionName: this.functionName,
      handler: spec.handler,
      readsCallerSession: false,
      readsSecrets: readsSecrets(spec.grants),
      environment: props.environment,
    });
    applyGrants(fn, spec.grants, props.grantTargets);
    const interval = Duration.minutes(spec.everyMinutes);
    new Schedule(this, 'Schedule', {
      description: spec.description,
      schedule: ScheduleExpression.rate(interval),
      target: this.invoking(fn, interval),
    });
  }

  /**
   * Scheduler's role may invoke this function and nothing else: CDK's `LambdaInvoke` would also allow every version
   * and alias of it (`<arn>:*`), which the jobs do not use.
   */
  private invoking(fn: IFunction, interval: Duration): IScheduleTarget {
    const role = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
    });
    role.addToPolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [fn.functionArn] }));
    return {
      bind: () => ({
        arn: fn.functionArn,
        role,
        retryPolicy: { maximumRetryAttempts: 2, maximumEventAgeInSeconds: interval.toSeconds() },
      }),
    };
  }
}
