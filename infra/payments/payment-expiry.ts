import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { applyGrants, type GrantTargets } from '../api/route-grants';
import { ShopFunction } from '../api/shop-function';

export interface PaymentExpiryProps {
  stage: string;
  grantTargets: GrantTargets;
  environment: Record<string, string>;
}

/** How often unpaid card orders are looked at; an order ends at most this long after its deadline. */
export const EXPIRY_SWEEP_MINUTES = 5;

/**
 * Ends card orders that were not paid in time (functions/handlers/payments/expire.ts) on an EventBridge schedule
 * (decision 0025): one small function, no state machine and no per-order timer. The sweep is idempotent, so a
 * repeated or overlapping run gives no stock back twice.
 */
export class PaymentExpiry extends Construct {
  /** The sweep function's name, for its alarms (infra/ops/scheduled-job-alarms.ts). */
  readonly functionName: string;

  constructor(scope: Construct, id: string, props: PaymentExpiryProps) {
    super(scope, id);
    this.functionName = `shop-${props.stage}-payment-expiry`;
    const { function: fn } = new ShopFunction(this, 'Handler', {
      functionName: this.functionName,
      handler: 'functions/handlers/payments/expire.ts',
      readsCallerSession: false,
      environment: props.environment,
    });
    // The expired-payment mail goes on the mail queue, like the mails of the routes.
    applyGrants(fn, ['table:read', 'table:write', 'mail:queue'], props.grantTargets);
    new Rule(this, 'Schedule', {
      description: 'Cancel card orders not paid within their payment window',
      schedule: Schedule.rate(Duration.minutes(EXPIRY_SWEEP_MINUTES)),
      targets: [new LambdaFunction(fn, { retryAttempts: 2 })],
    });
  }
}
