import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
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
 * One small function run on an EventBridge schedule (decision 0025): no state machine and no per-item timer. The
 * jobs are idempotent, so a repeated or overlapping run does nothing twice.
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
    new Rule(this, 'Schedule', {
      description: spec.description,
      schedule: Schedule.rate(Duration.minutes(spec.everyMinutes)),
      targets: [new LambdaFunction(fn, { retryAttempts: 2 })],
    });
  }
}
