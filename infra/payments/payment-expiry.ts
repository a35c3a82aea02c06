import type { Construct } from 'constructs';
import { ScheduledJob, type ScheduledJobProps } from '../ops/scheduled-job';

/** How often unpaid card orders are looked at; an order ends at most this long after its deadline. */
export const EXPIRY_SWEEP_MINUTES = 5;

/**
 * Ends card orders that were not paid in time (functions/handlers/payments/expire.ts) on an EventBridge Scheduler
 * schedule (decisions 0025, 0097). The sweep is idempotent, so a repeated or overlapping run gives no stock back twice.
 */
export class PaymentExpiry extends ScheduledJob {
  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id, props, {
      name: 'payment-expiry',
      handler: 'functions/handlers/payments/expire.ts',
      // The expired-payment mail goes on the outbox, like the mails of the routes; the stock an expiry gives back
      // tells its subscribers (decision 0085), whose message's unsubscribe link is signed.
      grants: ['table:read', 'table:write', 'mail:queue', 'signing-key'],
      description: 'Cancel card orders not paid within their payment window',
      everyMinutes: EXPIRY_SWEEP_MINUTES,
    });
  }
}
